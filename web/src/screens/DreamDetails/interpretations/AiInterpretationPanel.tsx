// One AI voice (Jung, Rogers or CBT) of a dream, in the states of spec section 4: locked without
// premium access, loading, none yet (offer to generate), generating (the button disabled and the text
// appearing as it is written), and present (the text, feedback and Regenerate). A text written in the
// other language (the reader has switched the interface since) says so and offers one in theirs.
//
// The text is written on the server whether or not anyone watches: this panel only follows it through
// the interpretationProgress subscription, so leaving and coming back shows the text so far instead
// of starting a second one.
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { isLocale } from '#shared/i18n/locale.ts';
import type { AiInterpretationType } from '#shared/interpretations/types.ts';
import type { AiInterpretationPanel_interpretation$key } from '../../../__generated__/AiInterpretationPanel_interpretation.graphql.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { RefreshIcon, SparkleIcon, SpinnerIcon } from '../../../components/icons.tsx';
import { SkeletonBlock, SkeletonRegion } from '../../../components/Skeleton.tsx';
import { showToast } from '../../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../../i18n/uiLocale.ts';
import { useGenerateInterpretationMutation } from '../../../mutations/useGenerateInterpretationMutation.ts';
import { GraphQLRequestError } from '../../../relay/GraphQLRequestError.ts';
import { CbtFeedback } from './CbtFeedback.tsx';
import { InterpretationText, StreamingText } from './InterpretationText.tsx';
import { PanelHeader } from './PanelHeader.tsx';
import { PremiumLockedCard } from './PremiumLockedCard.tsx';
import { ThumbsFeedback } from './ThumbsFeedback.tsx';
import { useInterpretationProgress, type ProgressEvent } from './useInterpretationProgress.ts';
import { VOICES, type Voice } from './voices.ts';

const interpretationFragment = graphql`
  fragment AiInterpretationPanel_interpretation on Interpretation {
    id
    type
    content
    language
    ...ThumbsFeedback_interpretation
    ...CbtFeedback_interpretation
  }
`;

interface AiInterpretationPanelProps {
  /** The dream's global id. */
  dreamId: string;
  type: AiInterpretationType;
  interpretation: AiInterpretationPanel_interpretation$key | null;
  hasAccess: boolean;
  isOffline: boolean;
  /** The dream's interpretations are being read again: "none" may not be true yet. */
  isRefreshing: boolean;
  /** The stored interpretations may have changed unseen (a generation ended while not watched). */
  onStale: () => void;
  /**
   * Raised (a new number) by the Dream tab's "Generate Jung's Take": start generating as soon as the
   * panel knows nothing is stored or running. 0 = never asked.
   */
  generateRequest?: number;
}

export function AiInterpretationPanel({ hasAccess, type, ...props }: AiInterpretationPanelProps) {
  const voice = VOICES[type];
  if (!hasAccess) return <PremiumLockedCard feature={voice.title()} />;
  return <UnlockedPanel type={type} voice={voice} {...props} />;
}

/**
 * connecting: waiting for the subscription's first event; idle: nothing is being written;
 * starting: Generate was pressed and the server has not answered yet; generating: text is arriving.
 */
type Phase = 'connecting' | 'idle' | 'starting' | 'generating';

interface Progress {
  phase: Phase;
  text: string;
}

type UnlockedPanelProps = Omit<AiInterpretationPanelProps, 'hasAccess'> & { voice: Voice };

function UnlockedPanel({
  dreamId,
  type,
  voice,
  interpretation: key,
  isOffline,
  isRefreshing,
  onStale,
  generateRequest = 0,
}: UnlockedPanelProps) {
  const interpretation = useFragment(interpretationFragment, key);
  const locale = useUiLocale();
  const generate = useGenerateInterpretationMutation();
  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);

  const [progress, setProgress] = useState<Progress>({ phase: 'connecting', text: '' });
  // Read by event handlers (never while rendering) to order the server's answers and events.
  const phaseRef = useRef<Phase>('connecting');
  // Whether this page saw the current generation running (pressed Generate, or came back to it):
  // only then does its end get a toast.
  const watchedRef = useRef(false);
  const update = (next: Progress) => {
    phaseRef.current = next.phase;
    setProgress(next);
  };

  const finish = (event: ProgressEvent) => {
    const wasWatched = watchedRef.current;
    watchedRef.current = false;
    update({ phase: 'idle', text: '' });
    if (!wasWatched) return;
    if (event.status === 'DONE') showToast({ title: m.interpretation_generated_title, description: voice.generated });
    else showToast({ title: voice.failed, description: m.interpretation_try_later, variant: 'destructive' });
  };

  useInterpretationProgress(dreamId, type, {
    onEvent: (event) => {
      switch (event.status) {
        case 'GENERATING':
          watchedRef.current = true;
          update({ phase: 'generating', text: event.text });
          break;
        case 'DONE':
        case 'FAILED':
          finish(event);
          break;
        case 'IDLE':
          // Our Generate is on its way; its answer and the events that follow decide.
          if (phaseRef.current === 'starting') break;
          // The connection came back after the generation ended: what was stored is unknown here.
          if (phaseRef.current === 'generating') {
            watchedRef.current = false;
            onStale();
          }
          update({ phase: 'idle', text: '' });
          break;
      }
    },
    onError: () => {
      // Live progress is gone: show what is stored (read again, in case a text ended unseen).
      if (phaseRef.current === 'starting') return;
      if (phaseRef.current === 'generating') onStale();
      update({ phase: 'idle', text: '' });
    },
  });

  const start = (replace: boolean) => {
    watchedRef.current = true;
    update({ phase: 'starting', text: '' });
    generate(dreamId, type, replace, locale, {
      onStarted: (text) => {
        // Events may have overtaken the answer (even the end of a quick generation).
        if (phaseRef.current === 'starting') update({ phase: 'generating', text });
      },
      onError: (error) => {
        watchedRef.current = false;
        update({ phase: 'idle', text: '' });
        const code = error instanceof GraphQLRequestError ? error.code : null;
        // No premium access (any more): the panel just stops waiting (spec section 8).
        if (code === 'PAYMENT_REQUIRED') return;
        // Written meanwhile elsewhere: show that one.
        if (code === 'CONFLICT') {
          onStale();
          return;
        }
        showToast({
          title: voice.failed,
          description: code === 'RATE_LIMITED' ? error.message : m.interpretation_try_later,
          variant: 'destructive',
        });
      },
    });
  };

  const isBusy = progress.phase === 'starting' || progress.phase === 'generating';
  const writtenIn = isLocale(interpretation?.language) ? interpretation.language : null;

  // "Generate Jung's Take" on the Dream tab: once the state is known, generate unless a text is
  // already stored (then it is simply shown) or being written (then it is followed).
  const handledRequest = useRef(0);
  const canAnswerRequest = progress.phase === 'idle' && !isRefreshing;
  useEffect(() => {
    if (generateRequest === handledRequest.current || !canAnswerRequest) return;
    handledRequest.current = generateRequest;
    // The request comes from a button on another tab, possibly before this panel knew what is
    // stored, so it is answered here rather than in that button's handler.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!interpretation) start(false);
    // start() is recreated on every render; the request number alone decides when this runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generateRequest, canAnswerRequest, interpretation]);

  let content;
  if (isBusy) {
    content = (
      <>
        <div className="interpretation-panel__cta">
          <Button className="button button--primary" isDisabled>
            <SpinnerIcon width={18} height={18} />
            {voice.busy()}
          </Button>
        </div>
        <div className="interpretation-stream" aria-live="polite">
          {progress.text ? <StreamingText text={progress.text} /> : <WritingPlaceholder />}
        </div>
      </>
    );
  } else if (interpretation) {
    content = (
      <article className="interpretation">
        {writtenIn && writtenIn !== locale && (
          <div className="interpretation__language" role="note">
            <p>{writtenIn === 'es' ? m.interpretation_text_in_es() : m.interpretation_text_in_en()}</p>
            {/* Asked for by name, so no confirmation: the reader wants this text in their language. */}
            <Button className="button button--secondary" onPress={() => start(true)}>
              <RefreshIcon width={18} height={18} />
              {m.interpretation_write_in_current_language()}
            </Button>
          </div>
        )}
        <InterpretationText type={type} content={interpretation.content} locale={writtenIn ?? locale} />
        <div className="interpretation__actions">
          {type === 'CBT_AI' ? (
            <CbtFeedback interpretation={interpretation} />
          ) : (
            <ThumbsFeedback interpretation={interpretation} />
          )}
          <Button
            className="button button--ghost interpretation__regenerate"
            onPress={() => setConfirmingRegenerate(true)}
          >
            <RefreshIcon width={18} height={18} />
            {m.interpretation_regenerate()}
          </Button>
        </div>
      </article>
    );
  } else if (progress.phase === 'connecting' || isRefreshing) {
    content = (
      <SkeletonRegion label={m.loading_inline()} className="interpretation-panel__loading">
        <SkeletonBlock width="100%" height="1rem" />
        <SkeletonBlock width="92%" height="1rem" />
        <SkeletonBlock width="60%" height="1rem" />
        <SkeletonBlock width="13rem" height="2.75rem" style={{ marginTop: 'var(--space-2)' }} />
      </SkeletonRegion>
    );
  } else {
    content = (
      <div className="interpretation-panel__offer">
        <p className="interpretation-panel__intro">{voice.intro()}</p>
        <div className="interpretation-panel__cta">
          <Button className="button button--primary" onPress={() => start(false)}>
            <SparkleIcon width={18} height={18} />
            {voice.generate()}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="interpretation-panel">
      <PanelHeader title={voice.title()} subtitle={voice.school()} />
      {content}
      {/* A finished text names its writer itself (the offline interpreter signs its texts). */}
      {isOffline && (isBusy || !interpretation) && (
        <p className="interpretation-panel__offline">{m.interpretation_offline_note()}</p>
      )}
      <ConfirmDialog
        isOpen={confirmingRegenerate}
        onOpenChange={setConfirmingRegenerate}
        title={m.interpretation_regenerate_title()}
        confirmLabel={m.interpretation_regenerate()}
        cancelLabel={m.common_cancel()}
        onConfirm={() => {
          setConfirmingRegenerate(false);
          start(true);
        }}
      >
        {m.interpretation_regenerate_text()}
      </ConfirmDialog>
    </div>
  );
}

/** Before the first words arrive: lines being written, for the eye only. */
function WritingPlaceholder() {
  return (
    <div className="interpretation-stream__placeholder" aria-hidden="true">
      <SkeletonBlock width="100%" height="0.9rem" />
      <SkeletonBlock width="85%" height="0.9rem" />
      <SkeletonBlock width="40%" height="0.9rem" />
    </div>
  );
}
