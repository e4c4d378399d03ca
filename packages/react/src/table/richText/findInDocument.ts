import { compileFind, findMatches, type FindQuery, type Message } from '@marginalia/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** A match in the document: ProseMirror positions and the text a replacement puts there. */
export interface DocumentMatch {
  from: number;
  to: number;
  text: string;
}

/**
 * Every match of a query in the document's text, text node by text node (the core's `findMatches` decides what
 * matches). A query the core refuses (empty term, bad regular expression) answers its message.
 */
export function findInDocument(
  doc: ProseMirrorNode,
  query: FindQuery,
  replacement = '',
): { ok: true; matches: DocumentMatch[] } | { ok: false; error: Message } {
  const compiled = compileFind(query);
  if (!compiled.ok) return compiled;
  const escaped = query.regex ? replacement : replacement.replace(/\$/g, '$$$$');
  const matches: DocumentMatch[] = [];
  doc.descendants((node, pos) => {
    if (!node.isText || !node.text) return true;
    for (const match of findMatches(node.text, compiled.pattern, escaped))
      matches.push({ from: pos + match.from, to: pos + match.to, text: match.text });
    return false;
  });
  return { ok: true, matches };
}
