import { useMemo, useRef, useState } from 'react';
import { EditorContent } from '@tiptap/react';
import { parseTableJson, tableValueHtml } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useScopedStyles } from '../../styles/useScopedStyles';
import { tableTexts } from '../tableTexts';
import { FindReplaceBar } from './FindReplaceBar';
import { richTextTableCss } from './richTextTableCss';
import { useRichTableEditor } from './useRichTableEditor';

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
  const editor = useRichTableEditor({
    value,
    onChange,
    label,
    editable,
    rootRef,
    onFind: () => setFinding(true),
  });

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
