// /dreams/new: write a dream down - an optional title, the description (rich text), when it was
// dreamt, and tags - then Save Dream opens it. Nothing to read, so no query; the sidebar's comes
// from the layout route.
import { useId, useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '../../components/BackLink.tsx';
import { RichTextEditor, type EditorContent } from '../../components/editor/RichTextEditor.tsx';
import { TagEditor } from '../../components/tags/TagEditor.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { toDateTimeLocalValue } from '../../i18n/formatDates.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useCreateDreamMutation } from '../../mutations/useCreateDreamMutation.ts';
import '../../components/button.css';
import '../../components/field.css';
import './record-dream.css';

export function RecordDream() {
  useUiLocale();
  useDocumentTitle(m.record_dream_title());
  const navigate = useNavigate();
  const [createDream, isSaving] = useCreateDreamMutation();
  const descriptionLabelId = useId();

  const [title, setTitle] = useState('');
  const [content, setContent] = useState<EditorContent>({ html: '', text: '' });
  const [tags, setTags] = useState<string[]>([]);
  // Untouched, the date is left to the server ("now" at the moment of saving).
  const [date, setDate] = useState(() => toDateTimeLocalValue(new Date()));
  const [dateChanged, setDateChanged] = useState(false);

  const hasText = content.text.trim() !== '';

  const save = () => {
    if (!hasText || isSaving) return;
    const chosenDate = dateChanged && date ? new Date(date) : null;
    createDream(
      {
        title,
        content: content.html,
        tags,
        date: chosenDate && !Number.isNaN(chosenDate.getTime()) ? chosenDate.toISOString() : undefined,
      },
      {
        onCreated: (databaseId) => {
          showToast({ title: m.toast_dream_saved });
          void navigate(`/dreams/${databaseId}`);
        },
        onError: (error) =>
          showToast({ title: m.error_dream_save, description: error.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="page record-dream">
      <div className="page-heading">
        <BackLink href="/" label={m.common_back_home()} />
        <h1 className="page-title">{m.record_dream_title()}</h1>
      </div>

      {/*
        VOICE RECORDING PANEL - arrives with the voice issue (spec: record, stop, play, stop playback,
        transcribe, delete; 180 s limit). It goes here, above the text, and fills the description with
        its transcription. Nothing is shown until it exists: no controls that do not work.
      */}

      <div className="record-dream__form">
        <TextField className="field" value={title} onChange={setTitle} isDisabled={isSaving}>
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
            onChange={setContent}
            isDisabled={isSaving}
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
          isDisabled={isSaving}
        >
          <Label className="field__label">{m.dream_date_label()}</Label>
          <Input className="field__input" />
        </TextField>

        <TagEditor tags={tags} onChange={setTags} isDisabled={isSaving} />

        <div className="form-actions">
          <Button className="button button--secondary" onPress={() => void navigate('/')} isDisabled={isSaving}>
            {m.common_cancel()}
          </Button>
          <Button className="button button--primary" onPress={save} isDisabled={!hasText || isSaving}>
            {isSaving ? m.record_saving() : m.record_save()}
          </Button>
        </div>
      </div>
    </div>
  );
}
