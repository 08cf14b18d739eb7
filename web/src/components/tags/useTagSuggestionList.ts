// The suggestion list of the tag field, as the WAI-ARIA combobox pattern (list autocomplete): the
// field keeps focus, ArrowDown/ArrowUp move through the user's matching tags, Enter adds the one
// highlighted (or, with none highlighted, what was typed), Escape closes the list. Where the
// suggestions come from is the caller's (a data-free component: no Relay here).
import { useEffect, useId, useState, type KeyboardEvent } from 'react';

export type SuggestTags = (text: string) => Promise<readonly string[]>;

const SUGGEST_DEBOUNCE_MS = 150;

export function useTagSuggestionList(
  input: string,
  tags: readonly string[],
  suggest: SuggestTags | undefined,
  isFocused: boolean,
) {
  const listId = useId();
  const [found, setFound] = useState<{ text: string; names: readonly string[] }>({ text: '', names: [] });
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  const text = input.trim();
  useEffect(() => {
    if (!suggest || !isFocused || text === '') return;
    let current = true;
    const timer = window.setTimeout(() => {
      suggest(text).then(
        (names) => current && setFound({ text, names }),
        () => current && setFound({ text, names: [] }), // Suggestions are a help: failing, there are none.
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [suggest, text, isFocused]);

  const added = new Set(tags.map((tag) => tag.toLowerCase()));
  const options =
    text !== '' && found.text === text ? found.names.filter((name) => !added.has(name.toLowerCase())) : [];
  const isOpen = isFocused && !dismissed && options.length > 0;
  const highlighted = isOpen && active >= 0 && active < options.length ? active : -1;

  return {
    listId,
    options,
    isOpen,
    highlighted,
    optionId: (index: number) => `${listId}-${index}`,
    /** After the text changes: a fresh list, nothing highlighted. */
    reset() {
      setActive(-1);
      setDismissed(false);
    },
    /** Handles the list's keys; returns the highlighted tag when Enter chose it. */
    onKeyDown(event: KeyboardEvent): string | null {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return null;
        event.preventDefault();
        setDismissed(false);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the typed text itself: past the last suggestion, back to it, as in a browser's list.
        setActive((index) => {
          const next = Math.min(index, options.length - 1) + step;
          if (next >= options.length) return -1;
          return next < -1 ? options.length - 1 : next;
        });
        return null;
      }
      if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        setDismissed(true);
        return null;
      }
      if (event.key === 'Enter' && highlighted >= 0) return options[highlighted] ?? null;
      return null;
    },
  };
}
