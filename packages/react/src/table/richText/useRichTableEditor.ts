import { useEffect, useRef, type RefObject } from 'react';
import { useEditor } from '@tiptap/react';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { TableRepair } from './tableRepair';

/** A new answer starts as a table with a header row and one body row. */
const EMPTY_TABLE =
  '<table><tbody><tr><th><p></p></th><th><p></p></th></tr><tr><td><p></p></td><td><p></p></td></tr></tbody></table>';

export interface RichTableEditorOptions {
  /** The HTML value ('' for none, which opens as an empty table). */
  value: string;
  onChange?(html: string): void;
  /** Accessible name of the editor. */
  label: string;
  editable: boolean;
  /** Focused when Escape leaves the editor. */
  rootRef: RefObject<HTMLElement | null>;
  /** Ctrl/Cmd+F in the editor: open find and replace. */
  onFind(): void;
}

/**
 * The Tiptap editor of a rich-text table: tables repaired on load, plain-text paste only, Escape leaves it,
 * Ctrl/Cmd+F finds. A value from outside replaces the content (the editor's own echo does not); switching
 * read-only is not an edit.
 */
export function useRichTableEditor({
  value,
  onChange,
  label,
  editable,
  rootRef,
  onFind,
}: RichTableEditorOptions) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The value the editor holds: the first one (repaired on load), then each it sent.
  const lastHtml = useRef<string | null>(value);

  const editor = useEditor({
    extensions: [StarterKit, TableKit.configure({ table: { resizable: false } }), TableRepair],
    content: value.trim() === '' ? EMPTY_TABLE : value,
    editable,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
      // Only the text of the clipboard comes in: no styles, scripts or foreign markup in a stored answer.
      handlePaste: (view, event) => {
        const text = event.clipboardData?.getData('text/plain') ?? '';
        view.dispatch(view.state.tr.insertText(text).scrollIntoView());
        return true;
      },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Escape' && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
          rootRef.current?.focus();
          return true;
        }
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
          onFind();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      lastHtml.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value from outside (another record, a reset) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (!editor || value === lastHtml.current) return;
    const html = value.trim() === '' ? EMPTY_TABLE : value;
    if (html === editor.getHTML()) return;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    // Switching read-only is not an edit: no update event.
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  return editor;
}
