// The dream description editor: Lexical rich text with the spec's toolbar. Uncontrolled - it starts
// from `initialHtml` and reports every change; to show new text from outside (another device saved
// the dream), the parent gives it a new `key`.
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect } from 'react';
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
  /** Puts the caret at the end of the text when the editor appears (the page is for writing). */
  autoFocus?: boolean;
}

export function RichTextEditor({
  labelledBy,
  describedBy,
  placeholder,
  initialHtml = '',
  onChange,
  isDisabled,
  autoFocus = false,
}: RichTextEditorProps) {
  const initialConfig = {
    namespace: 'dream',
    theme: editorTheme,
    editable: !isDisabled,
    // Lexical reports its own invariant failures here; rethrowing lets React's error boundary show them.
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor: Parameters<typeof $importHtml>[0]) => $importHtml(editor, initialHtml),
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="editor">
        <EditorToolbar isDisabled={isDisabled} />
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
        <EditablePlugin isEditable={!isDisabled} />
        {autoFocus && <AutoFocusPlugin />}
        <OnChangePlugin onChange={(_state, editor) => onChange(readEditorContent(editor))} />
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
