// Follows one AI interpretation of one dream while its panel is mounted: the server sends the current
// state at once (IDLE, or GENERATING with the text so far - so a page opened mid-generation picks it
// up), then every change. A DONE event's interpretation goes into the dream's list in the store.
import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, SelectorStoreUpdater } from 'relay-runtime';
import type {
  AiInterpretationType,
  InterpretationProgressStatus,
  useInterpretationProgressSubscription as InterpretationProgressSubscription,
} from '../../../__generated__/useInterpretationProgressSubscription.graphql.ts';
import { putInterpretationOnDream } from '../../../relay/interpretationStore.ts';

const progressSubscription = graphql`
  subscription useInterpretationProgressSubscription($dreamId: ID!, $type: AiInterpretationType!) {
    interpretationProgress(dreamId: $dreamId, type: $type) {
      status
      text
      interpretation {
        id
        type
        ...AiInterpretationPanel_interpretation
      }
    }
  }
`;

export interface ProgressEvent {
  status: InterpretationProgressStatus;
  /** Everything written so far (GENERATING) or the whole text (DONE). */
  text: string;
}

export interface ProgressHandlers {
  onEvent: (event: ProgressEvent) => void;
  /** The subscription ended with an error (the connection gave up, or access was refused). */
  onError: (error: Error) => void;
}

/** A finished generation's interpretation joins the dream's list, replacing the earlier one of its voice. */
export const interpretationDoneUpdater =
  (dreamId: string): SelectorStoreUpdater<InterpretationProgressSubscription['response']> =>
  (store, data) => {
    const progress = data?.interpretationProgress;
    if (progress?.status === 'DONE' && progress.interpretation) {
      putInterpretationOnDream(store, dreamId, progress.interpretation.id);
    }
  };

export function useInterpretationProgress(
  dreamId: string,
  type: AiInterpretationType,
  handlers: ProgressHandlers,
): void {
  // The latest handlers, without subscribing again each render.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const config = useMemo<GraphQLSubscriptionConfig<InterpretationProgressSubscription>>(
    () => ({
      subscription: progressSubscription,
      variables: { dreamId, type },
      updater: interpretationDoneUpdater(dreamId),
      onNext: (data) => {
        const progress = data?.interpretationProgress;
        if (progress) handlersRef.current.onEvent({ status: progress.status, text: progress.text });
      },
      onError: (error) => handlersRef.current.onError(error),
    }),
    [dreamId, type],
  );
  useSubscription(config);
}
