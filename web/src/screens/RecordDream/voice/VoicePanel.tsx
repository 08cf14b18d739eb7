// The voice panel of /dreams/new: Record, a running timer and a level meter, Stop; then Play / Stop
// playback, Transcribe (only when the server can) and Delete. The form owns the recording (it is
// saved with the dream); this panel shows it and works its buttons. Before anyone records it says
// what will become of the recording: transcribed on Stop where the server can, otherwise kept as
// audio without text. Where the browser can turn speech into text on the device, it also offers
// dictation, labelled as such.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { VoicePanelQuery } from '../../../__generated__/VoicePanelQuery.graphql.ts';
import { FallbackOnError } from '../../../components/FallbackOnError.tsx';
import { MicIcon } from '../../../components/icons.tsx';
import { showToast } from '../../../components/toast/toastQueue.ts';
import { formatDuration } from '../../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { transcribeRecording } from './audioUpload.ts';
import { deviceKind } from './device.ts';
import { onDeviceDictationAvailable, startOnDeviceDictation } from './onDeviceDictation.ts';
import type { Recording, RecorderState } from './useVoiceRecorder.ts';
import './voice-panel.css';

const voicePanelQuery = graphql`
  query VoicePanelQuery {
    transcriptionAvailable
  }
`;

interface VoicePanelProps {
  state: RecorderState;
  /** Records; resolves with the recording once stopped (null when there was no microphone). */
  onRecord: () => Promise<Recording | null>;
  onStop: () => void;
  onDelete: () => void;
  /**
   * Puts heard words in the description as a paragraph of their own; given the key it returned
   * before, replaces that paragraph's words (a transcription growing as it is heard; '' removes it).
   */
  onTranscribed: (text: string, paragraph?: string) => string | undefined;
  isDisabled: boolean;
  /** Set to what the panel's Record does (record, then transcribe), for a second Record button. */
  recordRef?: RefObject<(() => void) | null>;
}

/**
 * The panel, told by the server whether recordings are transcribed. Without a network (the form
 * works offline) it cannot ask: recordings are then kept as audio, as the panel says.
 */
export function VoicePanel(props: VoicePanelProps) {
  return (
    <FallbackOnError fallback={<VoicePanelView {...props} transcriptionAvailable={false} />}>
      {(retries) => <VoicePanelWithServerAnswer key={retries} {...props} />}
    </FallbackOnError>
  );
}

function VoicePanelWithServerAnswer(props: VoicePanelProps) {
  const { transcriptionAvailable } = useLazyLoadQuery<VoicePanelQuery>(voicePanelQuery, {});
  return <VoicePanelView {...props} transcriptionAvailable={transcriptionAvailable} />;
}

function VoicePanelView({
  state,
  onRecord,
  onStop,
  onDelete,
  onTranscribed,
  isDisabled,
  transcriptionAvailable,
  recordRef,
}: VoicePanelProps & { transcriptionAvailable: boolean }) {
  const player = useRef<HTMLAudioElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [isTranscribing, setTranscribing] = useState(false);
  const dictation = useOnDeviceDictation(onTranscribed);

  const transcribe = async (recording: Recording) => {
    setTranscribing(true);
    // The words go into the description as the server hears them, in one paragraph that grows.
    let paragraph: string | undefined;
    let heard = '';
    try {
      const text = await transcribeRecording(recording, deviceKind(), (delta) => {
        heard += delta;
        paragraph = onTranscribed(heard, paragraph);
      });
      onTranscribed(text, paragraph);
      showToast({ title: m.toast_audio_transcribed, description: m.toast_audio_transcribed_text });
    } catch (error) {
      // Words of a transcription cut short are taken back: Transcribe again brings them all.
      if (paragraph !== undefined) onTranscribed('', paragraph);
      // The recording is kept: the person can try again or type. fetch rejects with a TypeError
      // when the request never got an answer.
      const kind = deviceKind();
      showToast({
        title: m.error_transcription_title,
        description:
          error instanceof TypeError
            ? m.error_transcription_network
            : kind === 'ios'
              ? m.error_transcription_ios
              : kind === 'mobile'
                ? m.error_transcription_mobile
                : m.error_transcription_failed,
        variant: 'destructive',
      });
    } finally {
      setTranscribing(false);
    }
  };

  // Where the server transcribes, the words follow Stop (or the time limit) without a second tap;
  // Transcribe stays there to try again.
  const record = () => {
    void onRecord().then((recording) => {
      if (recording && transcriptionAvailable) void transcribe(recording);
    });
  };
  useEffect(() => {
    if (!recordRef) return;
    recordRef.current = record;
    return () => {
      recordRef.current = null;
    };
  });

  return (
    <section className="voice-panel" aria-labelledby="voice-panel-title">
      <h2 id="voice-panel-title" className="voice-panel__title">
        <MicIcon width={18} height={18} />
        {m.dream_audio()}
      </h2>

      {state.status === 'idle' && (
        <div className="voice-panel__row">
          <Button
            className="button button--secondary"
            onPress={record}
            isDisabled={isDisabled || dictation.isListening}
          >
            <MicIcon width={18} height={18} />
            {m.voice_record()}
          </Button>
          <div className="voice-panel__hint">
            <p>{m.voice_hint()}</p>
            <p className={transcriptionAvailable ? undefined : 'voice-panel__notice'}>
              {transcriptionAvailable ? m.voice_transcribe_on_stop() : m.voice_audio_only_notice()}
            </p>
          </div>
        </div>
      )}

      {state.status === 'idle' && dictation.isAvailable && (
        <div className="voice-panel__row voice-panel__dictation">
          <Button
            className="button button--secondary"
            onPress={dictation.isListening ? dictation.stop : dictation.start}
            isDisabled={isDisabled}
          >
            {dictation.isListening ? m.voice_dictate_stop() : m.voice_dictate()}
          </Button>
          <p className="voice-panel__hint" aria-live="polite">
            {dictation.isListening ? dictation.interim || m.voice_dictating() : m.voice_dictate_hint()}
          </p>
        </div>
      )}

      {state.status === 'recording' && (
        <div className="voice-panel__row">
          <Button className="button button--danger" onPress={onStop}>
            <span className="voice-panel__stop-mark" aria-hidden="true" />
            {m.voice_stop()}
          </Button>
          <span className="voice-panel__timer" role="timer" aria-label={m.voice_elapsed()}>
            {formatDuration(Math.floor(state.elapsedMs / 1000))}
          </span>
          <div
            className="voice-panel__meter"
            role="meter"
            aria-label={m.voice_level()}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.level * 100)}
          >
            <div className="voice-panel__meter-fill" style={{ transform: `scaleX(${state.level})` }} />
          </div>
        </div>
      )}

      {state.status === 'recorded' && (
        <div className="voice-panel__row">
          <span className="voice-panel__recorded">
            {m.voice_recorded({ duration: formatDuration(state.recording.seconds) })}
          </span>
          <div className="voice-panel__actions">
            {isPlaying ? (
              <Button
                className="button button--secondary"
                onPress={() => {
                  const audio = player.current;
                  if (audio) {
                    audio.pause();
                    audio.currentTime = 0;
                  }
                  setPlaying(false);
                }}
              >
                {m.voice_stop_playback()}
              </Button>
            ) : (
              <Button
                className="button button--secondary"
                onPress={() => {
                  void player.current
                    ?.play()
                    .then(() => setPlaying(true))
                    .catch(() => showToast({ title: m.error_audio_playback, variant: 'destructive' }));
                }}
              >
                {m.voice_play()}
              </Button>
            )}
            {transcriptionAvailable && (
              <Button
                className="button button--secondary"
                onPress={() => void transcribe(state.recording)}
                isDisabled={isTranscribing || isDisabled}
              >
                {isTranscribing ? m.voice_transcribing() : m.voice_transcribe()}
              </Button>
            )}
            <Button
              className="button button--secondary"
              onPress={() => {
                player.current?.pause();
                setPlaying(false);
                onDelete();
              }}
              isDisabled={isTranscribing || isDisabled}
            >
              {m.voice_delete()}
            </Button>
          </div>
          <audio ref={player} src={state.recording.url} preload="auto" onEnded={() => setPlaying(false)} />
        </div>
      )}
    </section>
  );
}

/** On-device dictation where the browser offers it: each settled phrase goes to the editor. */
function useOnDeviceDictation(onPhrase: (text: string) => void) {
  const [isAvailable, setAvailable] = useState(false);
  const [interim, setInterim] = useState('');
  const stopListening = useRef<(() => void) | null>(null);
  const [isListening, setListening] = useState(false);
  const latestOnPhrase = useRef(onPhrase);
  useEffect(() => {
    latestOnPhrase.current = onPhrase;
  }, [onPhrase]);
  useEffect(() => {
    let current = true;
    void onDeviceDictationAvailable().then((available) => current && setAvailable(available));
    return () => {
      current = false;
      stopListening.current?.();
    };
  }, []);
  const start = () => {
    setListening(true);
    stopListening.current = startOnDeviceDictation({
      onPhrase: (text) => latestOnPhrase.current(text),
      onInterim: setInterim,
      onEnd: (failed) => {
        stopListening.current = null;
        setListening(false);
        if (failed) showToast({ title: m.error_dictation, variant: 'destructive' });
      },
    });
  };
  const stop = () => stopListening.current?.();
  return { isAvailable, isListening, interim, start, stop };
}
