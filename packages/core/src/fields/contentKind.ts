import { parseTableJson } from './tableJson';

/** How a text value is shown: sandboxed HTML, a table, rendered markdown, or plain text. */
export type TextContentKind = 'html' | 'table' | 'markdown' | 'plain';

/** The settings of a text field or text question that decide its rendering. */
export interface TextRenderSettings {
  useMarkdown: boolean;
  useTable: boolean;
}

/**
 * Whether a text is HTML to show in a sandbox: it starts with `<`, but not with `<img` or `<iframe` (those are
 * markdown-embedded media, spec 1 §4). Leading white space is ignored.
 *
 * @example
 * isHtmlContent('<p>Hi</p>'); // true
 * isHtmlContent('<img src="a.png">'); // false
 */
export function isHtmlContent(text: string): boolean {
  const start = text.trimStart().toLowerCase();
  return start.startsWith('<') && !start.startsWith('<img') && !start.startsWith('<iframe');
}

/**
 * Which renderer a text gets (spec 1 §4): HTML first, then a table when `use_table` is set or the text is valid
 * table JSON, then markdown when `use_markdown` is set, else plain text.
 *
 * @example
 * textContentKind('# Title', { useMarkdown: true, useTable: false }); // 'markdown'
 * textContentKind('{"data":[],"schema":{"fields":[]}}', { useMarkdown: false, useTable: false }); // 'table'
 */
export function textContentKind(text: string, settings: TextRenderSettings): TextContentKind {
  if (isHtmlContent(text)) return 'html';
  // A use_table text that is not (yet) a valid table falls back to the other renderers.
  if (parseTableJson(text) !== null) return 'table';
  if (settings.useMarkdown) return 'markdown';
  return 'plain';
}
