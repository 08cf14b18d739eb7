// Tags to edit (recording a dream, the dream page). The spec's rules: the input is trimmed, an empty
// value or a duplicate (ignoring case, as the server compares) is ignored, Enter or Add adds it and
// clears the input, and every tag has its own labelled remove button.
import { useId, useState } from 'react';
import { Button, Input, Label, Tag, TagGroup, TagList, Text, TextField } from 'react-aria-components';
import { normalizeTags, singleLine } from '#shared/inputs/dreams.inputs.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { CloseIcon, PlusIcon } from '../icons.tsx';
import { tagColor } from './tagColor.ts';
import '../button.css';
import '../field.css';
import './tags.css';

interface TagEditorProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  isDisabled?: boolean;
}

/** The tags after adding `input`, or null when the spec says to ignore it. */
export function withTag(tags: readonly string[], input: string): string[] | null {
  const tag = singleLine(input);
  if (tag === '' || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return null;
  return normalizeTags([...tags, tag]);
}

export function TagEditor({ tags, onChange, isDisabled }: TagEditorProps) {
  const [input, setInput] = useState('');
  const hintId = useId();
  const add = () => {
    const next = withTag(tags, input);
    if (next) onChange(next);
    // A duplicate is ignored, but the input is cleared as after any add: the tag is already there.
    if (singleLine(input) !== '') setInput('');
  };

  return (
    <div className="tag-editor">
      <div className="tag-editor__add">
        <TextField
          className="field tag-editor__field"
          value={input}
          onChange={setInput}
          isDisabled={isDisabled}
          aria-describedby={hintId}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        >
          <Label className="field__label">{m.tags_label()}</Label>
          <Input className="field__input" placeholder={m.tags_input()} autoComplete="off" enterKeyHint="done" />
        </TextField>
        <Button className="button button--secondary tag-editor__add-button" onPress={add} isDisabled={isDisabled}>
          <PlusIcon width={18} height={18} />
          {m.tags_add()}
        </Button>
      </div>
      <Text id={hintId} className="field__hint">
        {m.tags_hint()}
      </Text>
      <TagGroup
        className="tag-editor__group"
        aria-label={m.tags_added()}
        onRemove={(keys) => onChange(tags.filter((tag) => !keys.has(tag)))}
      >
        <TagList
          className="tag-list"
          items={tags.map((tag) => ({ id: tag }))}
          renderEmptyState={() => <span className="tag-editor__empty">{m.tags_none()}</span>}
        >
          {(item) => (
            <Tag id={item.id} textValue={item.id} className={`tag tag--${tagColor(item.id)} tag--removable`}>
              {item.id}
              <Button
                slot="remove"
                className="tag__remove"
                aria-label={m.tags_remove({ tag: item.id })}
                isDisabled={isDisabled}
              >
                <CloseIcon width={14} height={14} />
              </Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
    </div>
  );
}
