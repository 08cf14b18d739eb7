// The dream's title as the page heading, with a pencil to edit it in place. Enter or leaving the
// field keeps the new title (still unsaved), Escape puts the old one back.
import { useRef, useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { PencilIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import '../../components/button.css';
import '../../components/field.css';

interface DreamDetailsTitleProps {
  title: string;
  onChange: (title: string) => void;
  isDisabled?: boolean;
}

export function DreamDetailsTitle({ title, onChange, isDisabled }: DreamDetailsTitleProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  if (editing !== null) {
    const finish = (keep: boolean, { returnFocus = false } = {}) => {
      if (keep) onChange(editing);
      setEditing(null);
      // From the keyboard, focus goes back to the pencil rather than to the top of the page.
      if (returnFocus) requestAnimationFrame(() => editButton.current?.focus());
    };
    return (
      <TextField
        className="field dream-details__title-field"
        value={editing}
        onChange={setEditing}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(true, { returnFocus: true });
          if (event.key === 'Escape') finish(false, { returnFocus: true });
        }}
        autoFocus
      >
        <Label className="visually-hidden">{m.dream_title_field()}</Label>
        <Input className="field__input dream-details__title-input" />
      </TextField>
    );
  }

  return (
    <div className="dream-details__title-row">
      <h1 className="page-title dream-details__title">{title}</h1>
      <Button
        ref={editButton}
        className="button button--ghost button--icon dream-details__edit-title"
        aria-label={m.dream_edit_title()}
        onPress={() => setEditing(title)}
        isDisabled={isDisabled}
      >
        <PencilIcon width={18} height={18} />
      </Button>
    </div>
  );
}
