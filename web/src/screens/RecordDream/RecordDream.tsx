// /dreams/new: write a dream down - an optional title, the description (rich text), when it was
// dreamt, and tags - then Save Dream opens it. Nothing to read, so no query; the sidebar's comes
// from the layout route. What is typed is kept as a draft in this browser until it is saved or
// discarded (newDreamDraft.ts), and leaving with words on the page asks first.
import { Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { useSignedInViewer } from '../../app/AppViewer.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { DraftNotice } from '../../components/DraftNotice.tsx';
import { isSaveShortcut } from '../../components/saveShortcut.ts';
import type { LexicalEditor } from 'lexical';
import { RichTextEditor, type EditorContent } from '../../components/editor/RichTextEditor.tsx';
import { writeParagraph } from '../../components/editor/editorHtml.ts';
import { TagEditor } from '../../components/tags/TagEditor.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { UnsavedChangesDialog, useUnsavedChangesPrompt } from '../../components/useUnsavedChangesPrompt.tsx';
import { toDateTimeLocalValue } from '../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useCreateDreamMutation } from '../../mutations/useCreateDreamMutation.ts';
import { ApiRequestError } from '../../http/ApiRequestError.ts';
import { addToOutbox, newClientKey } from '../../offline/outbox.ts';
import { uploadRecording } from './voice/audioUpload.ts';
import { deviceKind, type DeviceKind } from './voice/device.ts';
import { IncludeRecordingDialog } from './voice/IncludeRecordingDialog.tsx';
import { clearRecordingDraft, loadRecordingDraft, storeRecordingDraft } from './voice/recordingDraft.ts';
import { MicIcon } from '../../components/icons.tsx';
import { useVoiceRecorder, type Recording } from './voice/useVoiceRecorder.ts';
import { VoicePanel } from './voice/VoicePanel.tsx';
import {
  clearNewDreamDraft,
  isBlankDraft,
  loadNewDreamDraft,
  storeNewDreamDraft,
  type NewDreamDraft,
} from './newDreamDraft.ts';
import '../../components/button.css';
import '../../components/field.css';
import { useTagSuggestions } from '../../relay/useTagSuggestions.ts';
import '../../components/sticky-actions.css';
import './record-dream.css';

export function RecordDream() {
  useUiLocale();
  useDocumentTitle(m.record_dream_title());
  const { id: userId } = useSignedInViewer();
  const [restored, setRestored] = useState(() => loadNewDreamDraft(userId));
  // Discarding a draft starts the form again, the editor with it (it is uncontrolled).
  const [formVersion, setFormVersion] = useState(0);
  const [keptOnDevice, setKeptOnDevice] = useState(false);
  return (
    <RecordDreamForm
      key={formVersion}
      userId={userId}
      restored={restored}
      keptOnDevice={keptOnDevice}
      onKeptOnDevice={() => {
        // Saved into the outbox: a fresh form for the next dream, saying where the last one went.
        setRestored(null);
        setKeptOnDevice(true);
        setFormVersion((version) => version + 1);
      }}
      onDiscardDraft={() => {
        clearNewDreamDraft(userId);
        // The form starts again once the stored recording is gone, so it cannot come back.
        void clearRecordingDraft(userId).then(() => {
          setRestored(null);
          setFormVersion((version) => version + 1);
        });
      }}
    />
  );
}

interface RecordDreamFormProps {
  userId: string;
  restored: NewDreamDraft | null;
  /** The previous dream went to the outbox: say so above the fresh form. */
  keptOnDevice: boolean;
  onKeptOnDevice: () => void;
  onDiscardDraft: () => void;
}

/** Not the server's answer but no answer at all (offline, a proxy's error page): worth keeping to send later. */
function isConnectionLost(error: unknown): boolean {
  return !(error instanceof ApiRequestError);
}

function RecordDreamForm({ userId, restored, keptOnDevice, onKeptOnDevice, onDiscardDraft }: RecordDreamFormProps) {
  const suggestTags = useTagSuggestions();
  const navigate = useNavigate();
  const [createDream, isSaving] = useCreateDreamMutation();
  const descriptionLabelId = useId();

  const [clientKey] = useState(() => restored?.clientKey ?? newClientKey());
  const [title, setTitle] = useState(restored?.title ?? '');
  const [content, setContent] = useState<EditorContent>({ html: restored?.html ?? '', text: restored?.text ?? '' });
  const [tags, setTags] = useState<string[]>(restored?.tags ?? []);
  // Untouched, the date is left to the server ("now" at the moment of saving).
  const [dateChanged, setDateChanged] = useState(restored?.dateChanged ?? false);
  const [date, setDate] = useState(() => (restored?.dateChanged ? restored.date : toDateTimeLocalValue(new Date())));
  const [saveFailed, setSaveFailed] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const [askIncludeRecording, setAskIncludeRecording] = useState(false);
  // The editor is uncontrolled: a transcription starts it again from the text with the words added.
  const [initialHtml] = useState(restored?.html ?? '');

  const recorder = useVoiceRecorder({
    onMicrophoneError: useCallback((kind: DeviceKind) => {
      showToast({
        title: m.error_microphone_title,
        description:
          kind === 'ios' ? m.error_microphone_ios : kind === 'mobile' ? m.error_microphone_mobile : m.error_microphone,
        variant: 'destructive',
      });
    }, []),
  });
  const recording = recorder.state.status === 'recorded' ? recorder.state.recording : null;
  /** The panel's Record (it transcribes after Stop), for the phone's second Record button. */
  const recordFromPanel = useRef<(() => void) | null>(null);

  // The recording is part of the draft too (IndexedDB: it is bytes).
  const [recordingRestored, setRecordingRestored] = useState(false);
  const { restore: restoreRecording } = recorder;
  useEffect(() => {
    let current = true;
    void loadRecordingDraft(userId).then((stored) => {
      if (!current || !stored) return;
      restoreRecording(stored);
      setRecordingRestored(true);
    });
    return () => {
      current = false;
    };
  }, [userId, restoreRecording]);
  useEffect(() => {
    if (recording) void storeRecordingDraft(userId, recording);
  }, [userId, recording]);
  const deleteRecording = () => {
    recorder.discard();
    void clearRecordingDraft(userId);
  };
  const isBusy = isSaving || isUploading;

  const draft: NewDreamDraft = { title, html: content.html, text: content.text, tags, date, dateChanged, clientKey };
  // Written on every change, so the storage always holds what is on screen.
  const serializedDraft = JSON.stringify(draft);
  useEffect(() => storeNewDreamDraft(userId, JSON.parse(serializedDraft) as NewDreamDraft), [userId, serializedDraft]);

  const { blocker, allowLeaving } = useUnsavedChangesPrompt(!isBlankDraft(draft) || recorder.state.status !== 'idle');
  const hasText = content.text.trim() !== '';
  // Spec: the description or a recording is required.
  const canSave = (hasText || recording !== null) && !isBusy && recorder.state.status !== 'recording';

  // Heard words are written into the editor itself, so a transcription can grow as it is heard without
  // starting the editor again (which would take the caret from someone typing meanwhile).
  const descriptionEditor = useRef<LexicalEditor | null>(null);
  const onDescriptionEditor = useCallback((editor: LexicalEditor | null) => {
    descriptionEditor.current = editor;
  }, []);
  const addTranscription = (text: string, paragraphKey?: string): string | undefined =>
    descriptionEditor.current ? writeParagraph(descriptionEditor.current, text, paragraphKey) : undefined;

  const save = () => {
    if (!canSave) return;
    if (recording) setAskIncludeRecording(true);
    else create(null);
  };

  const saveWithRecording = async (include: boolean) => {
    setAskIncludeRecording(false);
    if (!include || !recording) return create(null);
    if (!navigator.onLine) return keepOnDevice(recording);
    setSaveFailed(false);
    setUploading(true);
    let audio: { url: string; seconds: number } | null = null;
    try {
      audio = { url: await uploadRecording(recording, deviceKind()), seconds: recording.seconds };
    } catch {
      // The network went: the dream and its recording wait on this device together.
      if (!navigator.onLine) return keepOnDevice(recording);
      // The words matter more than the recording: the dream is saved without it, and the toast
      // that follows the save says so (one toast at a time: a separate one would be replaced).
    } finally {
      setUploading(false);
    }
    create(audio, audio === null);
  };

  const chosenDateIso = () => {
    const chosenDate = dateChanged && date ? new Date(date) : null;
    return chosenDate && !Number.isNaN(chosenDate.getTime()) ? chosenDate.toISOString() : undefined;
  };

  /** Saved without the server: into this browser's outbox, sent when the connection returns. */
  const keepOnDevice = (withRecording: Recording | null, audioUrl?: string) => {
    void addToOutbox({
      clientKey,
      userId,
      queuedAt: new Date().toISOString(),
      input: { title, content: content.html, tags, date: chosenDateIso() },
      text: content.text,
      recording: withRecording && {
        blob: withRecording.blob,
        seconds: withRecording.seconds,
        chunks: withRecording.chunks,
        recordedAt: withRecording.recordedAt,
      },
      audioUrl,
    }).then(
      () => {
        clearNewDreamDraft(userId);
        void clearRecordingDraft(userId);
        allowLeaving();
        onKeptOnDevice();
      },
      // No local storage either: everything stays on screen and in the draft, as for a failed save.
      () => setSaveFailed(true),
    );
  };

  const create = (audio: { url: string; seconds: number } | null, uploadFailed = false) => {
    setSaveFailed(false);
    if (!navigator.onLine) return keepOnDevice(null);
    createDream(
      {
        clientKey,
        title,
        content: content.html,
        tags,
        date: chosenDateIso(),
        ...(audio ? { audioUrl: audio.url, audioDuration: audio.seconds, hasAudio: true } : {}),
      },
      {
        onCreated: (databaseId) => {
          clearNewDreamDraft(userId);
          void clearRecordingDraft(userId);
          allowLeaving();
          showToast(
            uploadFailed
              ? { title: m.error_audio_upload, description: m.error_audio_upload_on_save, variant: 'destructive' }
              : { title: m.toast_dream_saved },
          );
          void navigate(`/dreams/${databaseId}`);
        },
        // Everything stays on screen and in the draft, and Save Dream works again. Said next to Save
        // rather than in a toast, which would sit on top of the button to press next.
        onError: (error) => {
          // Offline, it waits in the outbox; online, the server is down or refused: the spec's
          // error, with everything kept on screen and in the draft, and Save Dream works again.
          if (!navigator.onLine && isConnectionLost(error)) keepOnDevice(audio ? recording : null, audio?.url);
          else setSaveFailed(true);
        },
      },
    );
  };

  const saveOnShortcut = (event: KeyboardEvent) => {
    if (!isSaveShortcut(event)) return;
    // Captured before the editor sees it, so Ctrl+Enter saves rather than adding a line.
    event.preventDefault();
    event.stopPropagation();
    save();
  };

  return (
    <div className="page record-dream">
      <div className="page-heading">
        <BackLink href="/" label={m.common_back_home()} />
        <h1 className="page-title">{m.record_dream_title()}</h1>
      </div>

      {keptOnDevice && (
        <p className="record-dream__kept" role="status">
          {m.record_saved_on_device()}
        </p>
      )}

      {(restored || recordingRestored) && <DraftNotice onDiscard={onDiscardDraft} isDisabled={isBusy} />}

      <Suspense fallback={null}>
        <VoicePanel
          state={recorder.state}
          onRecord={recorder.start}
          onStop={recorder.stop}
          onDelete={deleteRecording}
          onTranscribed={addTranscription}
          isDisabled={isBusy}
          recordRef={recordFromPanel}
        />
      </Suspense>

      <div className="record-dream__form" onKeyDownCapture={saveOnShortcut}>
        <TextField className="field" value={title} onChange={setTitle} isDisabled={isBusy}>
          <Label className="field__label">{m.dream_title_optional()}</Label>
          <Input className="field__input record-dream__title-input" placeholder={m.dream_untitled()} />
        </TextField>

        <div className="field">
          <span id={descriptionLabelId} className="field__label">
            {m.dream_description()}
          </span>
          <RichTextEditor
            labelledBy={descriptionLabelId}
            placeholder={m.editor_placeholder()}
            initialHtml={initialHtml}
            onChange={setContent}
            onEditor={onDescriptionEditor}
            isDisabled={isBusy}
            // The caret starts in the description when the form opens.
            autoFocus
          />
        </div>

        <TextField
          className="field record-dream__date"
          type="datetime-local"
          value={date}
          onChange={(value) => {
            setDate(value);
            setDateChanged(true);
          }}
          isDisabled={isBusy}
        >
          <Label className="field__label">{m.dream_date_label()}</Label>
          <Input className="field__input" />
        </TextField>

        <TagEditor tags={tags} onChange={setTags} isDisabled={isBusy} suggest={suggestTags} />

        <div className="sticky-actions">
          {saveFailed && (
            <p className="sticky-actions__error" role="alert">
              {m.error_dream_save()} {m.record_save_failed_kept()}
            </p>
          )}
          <div className="form-actions">
            {/* On a phone, Record also sits here, in thumb reach at the bottom of the screen (the
                panel's own button is at the top); hidden from 768 px. */}
            {recorder.state.status !== 'recorded' && (
              <Button
                className="button button--secondary record-dream__thumb-record"
                onPress={() => {
                  if (recorder.state.status === 'recording') recorder.stop();
                  else if (recordFromPanel.current) recordFromPanel.current();
                  else void recorder.start();
                }}
                // As every button of the bar: see sticky-actions.css.
                preventFocusOnPress
                isDisabled={isBusy}
                aria-label={recorder.state.status === 'recording' ? m.quick_capture_stop() : m.quick_capture_record()}
              >
                <MicIcon width={18} height={18} aria-hidden="true" />
                {recorder.state.status === 'recording' ? m.voice_stop() : m.voice_record()}
              </Button>
            )}
            <Button
              className="button button--secondary"
              onPress={() => void navigate('/')}
              isDisabled={isBusy}
              preventFocusOnPress
            >
              {m.common_cancel()}
            </Button>
            <Button
              className="button button--primary"
              onPress={save}
              isDisabled={!canSave}
              preventFocusOnPress
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              {isBusy ? m.record_saving() : m.record_save()}
            </Button>
          </div>
        </div>
      </div>

      <UnsavedChangesDialog blocker={blocker}>{m.unsaved_text_draft()}</UnsavedChangesDialog>
      <IncludeRecordingDialog
        isOpen={askIncludeRecording}
        onClose={() => setAskIncludeRecording(false)}
        onChoose={(include) => void saveWithRecording(include)}
      />
    </div>
  );
}
