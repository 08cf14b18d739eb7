// The dream text travels as HTML (the spec's content field; the server sanitises it and keeps only
// what this editor writes). These two functions are the only bridge between HTML and Lexical nodes.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $createParagraphNode, $getRoot, $isElementNode, type LexicalEditor, type LexicalNode } from 'lexical';

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
