// Your Take: the dreamer's own interpretation, never behind the premium gate. Saving creates it the
// first time and updates it after that; Save is disabled while saving or while the text is blank.
import { useState, type FormEvent } from 'react';
import { Button, Form, Label, TextArea, TextField } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { INTERPRETATION_LIMITS } from '#shared/inputs/interpretations.inputs.ts';
import type { OwnInterpretationPanel_interpretation$key } from '../../../__generated__/OwnInterpretationPanel_interpretation.graphql.ts';
import { showToast } from '../../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useSaveOwnInterpretationMutation } from '../../../mutations/useSaveOwnInterpretationMutation.ts';
import { PanelHeader } from './PanelHeader.tsx';
import '../../../components/field.css';

const interpretationFragment = graphql`
  fragment OwnInterpretationPanel_interpretation on Interpretation {
    id
    content
  }
`;

interface OwnInterpretationPanelProps {
  /** The dream's global id. */
  dreamId: string;
  interpretation: OwnInterpretationPanel_interpretation$key | null;
}

export function OwnInterpretationPanel({ dreamId, interpretation: key }: OwnInterpretationPanelProps) {
  const interpretation = useFragment(interpretationFragment, key);
  const [save, isSaving] = useSaveOwnInterpretationMutation();
  // Unsaved text; null means "as saved".
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? interpretation?.content ?? '';
  const canSave = !isSaving && text.trim() !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    save(dreamId, text, {
      onSaved: () => {
        setDraft(null);
        showToast({ title: m.own_saved_title, description: m.own_saved_text });
      },
      onError: () =>
        showToast({ title: m.own_save_failed, description: m.interpretation_try_later, variant: 'destructive' }),
    });
  };

  return (
    <div className="interpretation-panel">
      <PanelHeader title={m.tab_yours()} subtitle={m.own_school()} />
      {/* On paper the saved take is text, without its form (print.css). */}
      {interpretation?.content && <p className="own-take__printed print-only">{interpretation.content}</p>}
      <Form className="own-take" onSubmit={submit}>
        <p className="own-take__intro">{m.own_intro()}</p>
        <TextField
          className="field"
          value={text}
          onChange={setDraft}
          isReadOnly={isSaving}
          maxLength={INTERPRETATION_LIMITS.ownMax}
        >
          <Label className="field__label">{m.own_label()}</Label>
          <TextArea className="field__input field__textarea own-take__text" rows={8} />
        </TextField>
        <div className="form-actions">
          <Button type="submit" className="button button--primary" isDisabled={!canSave}>
            {isSaving ? m.record_saving() : m.own_save()}
          </Button>
        </div>
      </Form>
    </div>
  );
}
