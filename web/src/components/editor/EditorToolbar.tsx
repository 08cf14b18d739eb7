// The spec's formatting controls: bold, italic, underline and left/center/right alignment. Toggle
// buttons report the format at the caret (aria-pressed), so what the toolbar says is what you type.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  COMMAND_PRIORITY_LOW,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  SELECTION_CHANGE_COMMAND,
  type ElementFormatType,
  type TextFormatType,
} from 'lexical';
import { useEffect, useState, type ReactNode } from 'react';
import { Separator, ToggleButton, ToggleButtonGroup, Toolbar } from 'react-aria-components';
import { m } from '#shared/i18n/paraglide/messages.js';
import { AlignCenterIcon, AlignLeftIcon, AlignRightIcon, BoldIcon, ItalicIcon, UnderlineIcon } from '../icons.tsx';

const TEXT_FORMATS: { format: TextFormatType; label: () => string; icon: ReactNode }[] = [
  { format: 'bold', label: m.editor_bold, icon: <BoldIcon width={18} height={18} /> },
  { format: 'italic', label: m.editor_italic, icon: <ItalicIcon width={18} height={18} /> },
  { format: 'underline', label: m.editor_underline, icon: <UnderlineIcon width={18} height={18} /> },
];

type Alignment = 'left' | 'center' | 'right';
const ALIGNMENTS: { alignment: Alignment; label: () => string; icon: ReactNode }[] = [
  { alignment: 'left', label: m.editor_align_left, icon: <AlignLeftIcon width={18} height={18} /> },
  { alignment: 'center', label: m.editor_align_center, icon: <AlignCenterIcon width={18} height={18} /> },
  { alignment: 'right', label: m.editor_align_right, icon: <AlignRightIcon width={18} height={18} /> },
];

interface CaretFormat {
  formats: Record<string, boolean>;
  alignment: Alignment;
}

function alignmentOf(format: ElementFormatType): Alignment {
  return format === 'center' || format === 'right' ? format : 'left';
}

function useCaretFormat(): CaretFormat {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<CaretFormat>({ formats: {}, alignment: 'left' });
  useEffect(() => {
    const read = () => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const anchor = selection.anchor.getNode();
      const block =
        $isElementNode(anchor) && !anchor.isInline()
          ? anchor
          : $findMatchingParent(anchor, (node) => $isElementNode(node) && !node.isInline());
      setState({
        formats: Object.fromEntries(TEXT_FORMATS.map(({ format }) => [format, selection.hasFormat(format)])),
        alignment: $isElementNode(block) ? alignmentOf(block.getFormatType()) : 'left',
      });
    };
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => editorState.read(read, { editor })),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          read();
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]);
  return state;
}

export function EditorToolbar({ isDisabled }: { isDisabled?: boolean }) {
  const [editor] = useLexicalComposerContext();
  const { formats, alignment } = useCaretFormat();
  return (
    <Toolbar className="editor-toolbar" aria-label={m.editor_toolbar()}>
      {TEXT_FORMATS.map(({ format, label, icon }) => (
        <ToggleButton
          key={format}
          className="editor-toolbar__button"
          aria-label={label()}
          isSelected={formats[format] ?? false}
          isDisabled={isDisabled}
          onChange={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
        >
          {icon}
        </ToggleButton>
      ))}
      <Separator orientation="vertical" className="editor-toolbar__separator" />
      <ToggleButtonGroup
        className="editor-toolbar__group"
        aria-label={m.editor_alignment()}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[alignment]}
        isDisabled={isDisabled}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          if (typeof next === 'string') editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, next as Alignment);
        }}
      >
        {ALIGNMENTS.map(({ alignment: id, label, icon }) => (
          <ToggleButton key={id} id={id} className="editor-toolbar__button" aria-label={label()}>
            {icon}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Toolbar>
  );
}
