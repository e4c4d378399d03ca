import { parseTableJson, textContentKind } from '@marginalia/core';
import { HighlightedText } from './HighlightedText';
import { MarkdownContent } from './MarkdownContent';
import { LazySandboxedHtml } from './customFieldModule';
import { FieldTable } from '../tables/FieldTable';
import { LazyRichTextTableEditor } from '../tables/annotationTables';

export interface TextFieldContentProps {
  text: string;
  useMarkdown: boolean;
  useTable: boolean;
  /** Names the sandboxed frame or the table. */
  title: string;
  searchText?: string;
}

/**
 * A text value rendered by its kind (spec 1 §4): HTML (starting with '<', not '<img'/'<iframe') in a sandboxed
 * frame, valid table JSON as a table, markdown when enabled, else plain text; search words highlighted.
 *
 * @example
 * <TextFieldContent text={value} useMarkdown useTable={false} title="Text" searchText="park" />
 */
export function TextFieldContent({ text, useMarkdown, useTable, title, searchText }: TextFieldContentProps) {
  const kind = textContentKind(text, { useMarkdown, useTable });
  // A table-shaped HTML field shows in the rich-text table editor, read-only (find works, replace does not).
  if (kind === 'html' && useTable) return <LazyRichTextTableEditor value={text} label={title} editable={false} />;
  if (kind === 'html') return <LazySandboxedHtml html={text} title={title} />;
  if (kind === 'table') return <FieldTable name={title} value={parseTableJson(text)!} label={title} />;
  if (kind === 'markdown') return <MarkdownContent markdown={text} searchText={searchText} className="mg-field-content" />;
  return <HighlightedText text={text} searchText={searchText} className="mg-field-content mg-field-content--text" />;
}
