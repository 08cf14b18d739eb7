// Lexical writes these classes into the HTML it exports; the server keeps classes named editor-*, so
// the saved text looks the same wherever it is shown again.
import type { EditorThemeClasses } from 'lexical';

export const editorTheme: EditorThemeClasses = {
  paragraph: 'editor-paragraph',
  text: {
    bold: 'editor-text-bold',
    italic: 'editor-text-italic',
    underline: 'editor-text-underline',
  },
};
