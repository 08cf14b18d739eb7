// Thumbs up or down on Jung's or Rogers's interpretation (spec section 4): choosing one sets it,
// choosing the same again clears it; each choice is sent at once.
import { useId } from 'react';
import { ToggleButton } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { ThumbsFeedback_interpretation$key } from '../../../__generated__/ThumbsFeedback_interpretation.graphql.ts';
import { showToast } from '../../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  useSetInterpretationFeedbackMutation,
  type FeedbackValue,
} from '../../../mutations/useSetInterpretationFeedbackMutation.ts';
import { ThumbDownIcon, ThumbUpIcon } from '../../../components/icons.tsx';

const feedbackFragment = graphql`
  fragment ThumbsFeedback_interpretation on Interpretation {
    id
    feedback
    helpful
    feedbackText
  }
`;

export function ThumbsFeedback({ interpretation }: { interpretation: ThumbsFeedback_interpretation$key }) {
  const { id, feedback, helpful, feedbackText } = useFragment(feedbackFragment, interpretation);
  const [setFeedback] = useSetInterpretationFeedbackMutation();
  const labelId = useId();

  const choose = (value: FeedbackValue) => {
    const next = feedback === value ? null : value;
    setFeedback(
      id,
      { feedback: next },
      { feedback: next, helpful: helpful ?? null, feedbackText: feedbackText ?? null },
      {
        onError: () =>
          showToast({
            title: m.interpretation_feedback_failed,
            description: m.interpretation_try_later,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="interpretation-feedback" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="interpretation-feedback__label">
        {m.interpretation_feedback_question()}
      </span>
      <div className="interpretation-feedback__buttons">
        <ToggleButton
          className="button button--secondary button--icon interpretation-feedback__thumb"
          aria-label={m.interpretation_thumbs_up()}
          isSelected={feedback === 'UP'}
          onChange={() => choose('UP')}
        >
          <ThumbUpIcon width={20} height={20} filled={feedback === 'UP'} />
        </ToggleButton>
        <ToggleButton
          className="button button--secondary button--icon interpretation-feedback__thumb"
          aria-label={m.interpretation_thumbs_down()}
          isSelected={feedback === 'DOWN'}
          onChange={() => choose('DOWN')}
        >
          <ThumbDownIcon width={20} height={20} filled={feedback === 'DOWN'} />
        </ToggleButton>
      </div>
    </div>
  );
}
