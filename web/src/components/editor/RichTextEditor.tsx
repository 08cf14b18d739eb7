// The dream description editor: Lexical rich text with the spec's toolbar. Uncontrolled - it starts
// from `initialHtml` and reports every change; to show new text from outside (another device saved
// the dream), the parent gives it a new `key`. The dream page shows it first as text to read
// (`isReading`): the same rendering, without the frame and the toolbar, and no keyboard popping up
// on a phone when the reader taps the text.
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { LexicalEditor } from 'lexical';
import { useEffect, useState } from 'react';
import { EditorToolbar } from './EditorToolbar.tsx';
import { $importHtml, readEditorContent } from './editorHtml.ts';
import { editorTheme } from './editorTheme.ts';
import './editor.css';

export interface EditorContent {
  html: string;
  /** Plain text, to tell an empty editor from one with words in it. */
  text: string;
}

interface RichTextEditorProps {
  /** Id of the visible label (the editable area is named by it). */
  labelledBy: string;
  describedBy?: string;
  placeholder: string;
  initialHtml?: string;
  onChange: (content: EditorContent) => void;
  isDisabled?: boolean;
  /** Text to read: not editable, no toolbar. Turning it off starts editing with the caret in the text. */
  isReading?: boolean;
  /** Puts the caret at the end of the text when the editor appears (the page is for writing). */
  autoFocus?: boolean;
  /** Given the Lexical editor once it exists (null when it goes), for words written from outside (editorHtml.ts). */
  onEditor?: (editor: LexicalEditor | null) => void;
}

export function RichTextEditor({
  labelledBy,
  describedBy,
  placeholder,
  initialHtml = '',
  onChange,
  isDisabled,
  isReading = false,
  autoFocus = false,
  onEditor,
}: RichTextEditorProps) {
  // An editor that opened as text to read gets the caret when the reader chooses to edit.
  const [wasReading] = useState(isReading);
  const initialConfig = {
    namespace: 'dream',
    theme: editorTheme,
    // Set once: after that, EditablePlugin follows the props.
    editable: !isDisabled && !isReading,
    // Lexical reports its own invariant failures here; rethrowing lets React's error boundary show them.
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor: Parameters<typeof $importHtml>[0]) => $importHtml(editor, initialHtml),
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={isReading ? 'editor editor--reading' : 'editor'}>
        {!isReading && <EditorToolbar isDisabled={isDisabled} />}
        <div className="editor__surface">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="editor__content dream-text"
                aria-labelledby={labelledBy}
                aria-describedby={describedBy}
                aria-multiline
                aria-placeholder={placeholder}
                placeholder={<div className="editor__placeholder">{placeholder}</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <EditablePlugin isEditable={!isDisabled && !isReading} />
        {onEditor && <EditorHandlePlugin onEditor={onEditor} />}
        {/* Mounted when reading ends (after EditablePlugin, whose effect must run first), or on a page for writing. */}
        {((!isReading && wasReading) || autoFocus) && <AutoFocusPlugin />}
        {/* Only the text: a click or a selection in the text is no change (no Save Changes for it). */}
        <OnChangePlugin ignoreSelectionChange onChange={(_state, editor) => onChange(readEditorContent(editor))} />
      </div>
    </LexicalComposer>
  );
}

/** Keeps the text read-only while it is being saved (initialConfig only sets the first state). */
function EditablePlugin({ isEditable }: { isEditable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(isEditable), [editor, isEditable]);
  return null;
}

function EditorHandlePlugin({ onEditor }: { onEditor: (editor: LexicalEditor | null) => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    onEditor(editor);
    return () => onEditor(null);
  }, [editor, onEditor]);
  return null;
}

function AutoFocusPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      // Lexical's focus() places the selection; the element itself still has to take the focus.
      editor.focus(
        () => {
          const root = editor.getRootElement();
          if (root && !root.contains(document.activeElement)) root.focus({ preventScroll: true });
        },
        { defaultSelection: 'rootEnd' },
      ),
    [editor],
  );
  return null;
}
