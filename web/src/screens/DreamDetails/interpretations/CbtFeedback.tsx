// Feedback on a CBT analysis (spec section 4): Helpful or Not helpful opens a box for a few words;
// Submit sends the choice with the text, then the box closes and clears.
import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Label, TextArea, TextField, ToggleButton } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { INTERPRETATION_LIMITS } from '#shared/inputs/interpretations.inputs.ts';
import type { CbtFeedback_interpretation$key } from '../../../__generated__/CbtFeedback_interpretation.graphql.ts';
import { showToast } from '../../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useSetInterpretationFeedbackMutation } from '../../../mutations/useSetInterpretationFeedbackMutation.ts';
import { ThumbDownIcon, ThumbUpIcon } from '../../../components/icons.tsx';
import '../../../components/field.css';

const feedbackFragment = graphql`
  fragment CbtFeedback_interpretation on Interpretation {
    id
    feedback
    helpful
    feedbackText
  }
`;

export function CbtFeedback({ interpretation }: { interpretation: CbtFeedback_interpretation$key }) {
  const { id, feedback, helpful } = useFragment(feedbackFragment, interpretation);
  const [setFeedback, isSending] = useSetInterpretationFeedbackMutation();
  const labelId = useId();
  // The open box: which answer it is for; null when closed.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [text, setText] = useState('');

  const close = () => {
    setChoice(null);
    setText('');
  };

  const pick = (value: boolean) => {
    if (choice === value) close();
    else setChoice(value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice === null) return;
    const feedbackText = text.trim() === '' ? null : text.trim();
    setFeedback(
      id,
      { helpful: choice, feedbackText },
      { feedback: feedback ?? null, helpful: choice, feedbackText },
      {
        onSaved: () => showToast({ title: m.cbt_feedback_thanks, description: m.cbt_feedback_thanks_text }),
        onError: () =>
          showToast({
            title: m.interpretation_feedback_failed,
            description: m.interpretation_try_later,
            variant: 'destructive',
          }),
      },
    );
    close();
  };

  const shown = choice ?? helpful;
  return (
    <div className="cbt-feedback">
      <div className="interpretation-feedback" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="interpretation-feedback__label">
          {m.cbt_feedback_question()}
        </span>
        <div className="interpretation-feedback__buttons">
          <ToggleButton className="button button--secondary" isSelected={shown === true} onChange={() => pick(true)}>
            <ThumbUpIcon width={18} height={18} filled={shown === true} />
            {m.cbt_helpful()}
          </ToggleButton>
          <ToggleButton className="button button--secondary" isSelected={shown === false} onChange={() => pick(false)}>
            <ThumbDownIcon width={18} height={18} filled={shown === false} />
            {m.cbt_not_helpful()}
          </ToggleButton>
        </div>
      </div>
      {choice === null && helpful !== null && (
        <p className="cbt-feedback__recorded">
          {helpful ? m.cbt_feedback_recorded_helpful() : m.cbt_feedback_recorded_not_helpful()}
        </p>
      )}
      {choice !== null && (
        <Form className="cbt-feedback__box" onSubmit={submit}>
          <TextField
            className="field"
            value={text}
            onChange={setText}
            maxLength={INTERPRETATION_LIMITS.feedbackTextMax}
            autoFocus
          >
            <Label className="field__label">{m.cbt_feedback_label()}</Label>
            <TextArea className="field__input field__textarea cbt-feedback__text" />
          </TextField>
          <div className="form-actions">
            <Button className="button button--secondary" onPress={close}>
              {m.common_cancel()}
            </Button>
            <Button type="submit" className="button button--primary" isDisabled={isSending}>
              {m.cbt_feedback_submit()}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
