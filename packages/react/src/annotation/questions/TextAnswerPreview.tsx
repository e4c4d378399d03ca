import { MarkdownContent } from '../fields/MarkdownContent';
import { LazySandboxedHtml } from '../fields/customFieldModule';
import { TableView } from '../fields/TableView';
import { parseTableJson, textContentKind } from '@marginalia/core';

export interface TextAnswerPreviewProps {
  text: string;
  useMarkdown: boolean;
  title: string;
}

/**
 * A text answer in read mode (spec 1 §4): HTML (starting with '<', not '<img'/'<iframe') in a sandbox, valid
 * table JSON as a table, else markdown when the question uses it, else the text with its line breaks.
 */
export function TextAnswerPreview({ text, useMarkdown, title }: TextAnswerPreviewProps) {
  const kind = textContentKind(text, { useMarkdown, useTable: false });
  if (kind === 'html') return <LazySandboxedHtml html={text} title={title} />;
  if (kind === 'table') return <TableView table={parseTableJson(text)!} label={title} />;
  if (kind === 'markdown') return <MarkdownContent markdown={text} />;
  return <div className="mg-field-content--text">{text}</div>;
}
