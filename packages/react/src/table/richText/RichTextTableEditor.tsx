import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { parseTableJson, tableValueHtml } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useScopedStyles } from '../../styles/useScopedStyles';
import { tableTexts } from '../tableTexts';
import { FindReplaceBar } from './FindReplaceBar';
import { richTextTableCss } from './richTextTableCss';
import { TableRepair } from './tableRepair';

/** A new answer starts as a table with a header row and one body row. */
const EMPTY_TABLE =
  '<table><tbody><tr><th><p></p></th><th><p></p></th></tr><tr><td><p></p></td><td><p></p></td></tr></tbody></table>';

export interface RichTextTableEditorProps {
  /** The HTML answer or field value ('' for none); table JSON text (an older answer) opens as its HTML table. */
  value: string;
  /** Receives the HTML after every change. */
  onChange?(html: string): void;
  /** Accessible name of the editor. */
  label: string;
  editable?: boolean;
}

/**
 * The rich-text table editor for table-shaped text (`use_table` text questions and fields; spec 2 §4): stores
 * HTML, repairs tables on load and gives them a header row, pastes plain text only, leaves editing on Escape,
 * and finds and replaces (the rules of a query are the core's `compileFind`).
 *
 * @example
 * <RichTextTableEditor value={answer ?? ''} onChange={save} label="Results table" />
 */
export function RichTextTableEditor({ value: given, onChange, label, editable = true }: RichTextTableEditorProps) {
  const value = useMemo(() => {
    const table = parseTableJson(given);
    return table ? tableValueHtml(table) : given;
  }, [given]);
  const t = useT(tableTexts);
  const styleRef = useScopedStyles<HTMLDivElement>('mg-rich-table', richTextTableCss);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [finding, setFinding] = useState(false);
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
          setFinding(true);
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

  return (
    <div
      ref={(node) => {
        rootRef.current = node;
        styleRef(node);
      }}
      className="mg-root mg-rich-table"
      tabIndex={-1}
      onKeyDown={(event) => {
        // Keys typed in the editor belong to it, not to the page's annotation shortcuts.
        event.stopPropagation();
      }}
    >
      <div className="mg-rich-table__toolbar">
        <button
          type="button"
          className="mg-button"
          aria-expanded={finding}
          onClick={() => setFinding((open) => !open)}
        >
          {t('findReplace.open')}
        </button>
        <span className="mg-muted">{t('richText.editHint')}</span>
      </div>
      {finding && editor && (
        <FindReplaceBar
          editor={editor}
          t={t}
          onClose={() => {
            setFinding(false);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} className="mg-rich-table__content" />
    </div>
  );
}
