// The dream text travels as HTML (the spec's content field; the server sanitises it and keeps only
// what this editor writes). These two functions are the only bridge between HTML and Lexical nodes.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $createTextNode,
  $getNodeByKey,
  $getRoot,
  $isElementNode,
  $isParagraphNode,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type ParagraphNode,
} from 'lexical';

/** For LexicalComposer's initial state: fills the (empty) root with the nodes `html` describes. */
export function $importHtml(editor: LexicalEditor, html: string): void {
  if (!html.trim()) return;
  const document = new DOMParser().parseFromString(html, 'text/html');
  const root = $getRoot();
  // The root only holds blocks; loose inline nodes (text outside a paragraph) are gathered into one.
  let loose: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of $generateNodesFromDOM(editor, document) as LexicalNode[]) {
    if ($isElementNode(node) && !node.isInline()) {
      root.append(node);
      loose = null;
    } else {
      if (!loose) {
        loose = $createParagraphNode();
        root.append(loose);
      }
      loose.append(node);
    }
  }
}

/** The editor's content as HTML and as plain text (to know whether anything was written). */
export function readEditorContent(editor: LexicalEditor): { html: string; text: string } {
  return editor.read(() => ({
    html: $generateHtmlFromNodes(editor, null),
    text: $getRoot().getTextContent(),
  }));
}

/**
 * Writes words from outside the keyboard (a transcription, dictation) as a paragraph of their own at
 * the end, or into an empty editor's first line; given the key this returned before, replaces that
 * paragraph's words instead, so a transcription heard piece by piece grows in place; '' takes the
 * paragraph away. The person's caret is left where it is. Returns the
 * paragraph's key.
 */
export function writeParagraph(editor: LexicalEditor, text: string, paragraphKey?: NodeKey): NodeKey | undefined {
  let key = paragraphKey;
  // Not tagged 'history-merge' (which would make one undo step of it): the editor's OnChangePlugin
  // ignores such updates, and the form would not hear of the words.
  editor.update(() => {
    const root = $getRoot();
    const earlier = key === undefined ? null : $getNodeByKey(key);
    if (text === '' && !$isParagraphNode(earlier)) return;
    const only = root.getChildrenSize() === 1 ? root.getFirstChild() : null;
    // The earlier paragraph may have been deleted meanwhile: the words then start a new one.
    let paragraph: ParagraphNode;
    if ($isParagraphNode(earlier)) paragraph = earlier;
    else if ($isParagraphNode(only) && only.getTextContent() === '') paragraph = only;
    else root.append((paragraph = $createParagraphNode()));
    // No words (a transcription taken back): the paragraph goes, unless it is the editor's only line.
    if (text === '' && root.getChildrenSize() > 1) paragraph.remove();
    else paragraph.clear().append($createTextNode(text));
    key = paragraph.getKey();
  });
  return key;
}
