/** Ctrl+Enter, or Cmd+Enter on a Mac: save the form being written, wherever the caret is. */
export function isSaveShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
