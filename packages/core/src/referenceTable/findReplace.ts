import { createMessage, type Message } from '../messages/Message';
import { TABLE_MESSAGE_KEYS as KEYS } from './tableMessageKeys';

/** What the rich-text table editor's find & replace looks for (spec 2 §4). */
export interface FindQuery {
  term: string;
  /** Matches letters only in the same case (default false). */
  caseSensitive?: boolean;
  /** Reads `term` as a regular expression (default false); replacements may then use `$1`, `$&`. */
  regex?: boolean;
}

/** A match in a text: `[from, to)` offsets and the text that replaces it. */
export interface TextMatch {
  from: number;
  to: number;
  text: string;
}

/** A query ready to run, or why it cannot run (empty term, a pattern that is not a regular expression). */
export type CompiledFind = { ok: true; pattern: RegExp } | { ok: false; error: Message };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Turns a query into a global pattern. An empty term is refused (`findReplace.termRequired`), as is a regular
 * expression that does not compile (`findReplace.invalidPattern`, params `{ reason }`).
 *
 * @example
 * compileFind({ term: 'n=\\d+', regex: true }); // { ok: true, pattern: /n=\d+/gi }
 */
export function compileFind(query: FindQuery): CompiledFind {
  if (query.term === '') return { ok: false, error: createMessage(KEYS.findTermRequired) };
  const flags = query.caseSensitive ? 'gu' : 'giu';
  try {
    return { ok: true, pattern: new RegExp(query.regex ? query.term : escapeRegExp(query.term), flags) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: createMessage(KEYS.findInvalidPattern, { reason }) };
  }
}

/**
 * Every match of a compiled query in one text, each with the text a replacement puts there. Matches never
 * overlap; an empty match (a pattern such as `x*`) is skipped so a replacement always changes something.
 *
 * @example
 * findMatches('Dose dose', compiled.pattern, 'mg'); // [{ from: 0, to: 4, text: 'mg' }, { from: 5, to: 9, text: 'mg' }]
 */
export function findMatches(text: string, pattern: RegExp, replacement = ''): TextMatch[] {
  const matches: TextMatch[] = [];
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const match of text.matchAll(global)) {
    if (match[0] === '') continue;
    const from = match.index;
    // String.replace on the match alone applies `$1`/`$&` as the whole-text replace would.
    const single = new RegExp(pattern.source, pattern.flags.replace('g', ''));
    const replaced = match[0].replace(single, replacement);
    matches.push({ from, to: from + match[0].length, text: replaced });
  }
  return matches;
}

/**
 * Replaces every match of a query in a text.
 *
 * @example
 * replaceAll('a1 A2', { term: 'a', caseSensitive: true }, 'b'); // { ok: true, text: 'b1 A2', count: 1 }
 */
export function replaceAll(
  text: string,
  query: FindQuery,
  replacement: string,
): { ok: true; text: string; count: number } | { ok: false; error: Message } {
  const compiled = compileFind(query);
  if (!compiled.ok) return compiled;
  const matches = findMatches(
    text,
    compiled.pattern,
    query.regex ? replacement : replacement.replace(/\$/g, '$$$$'),
  );
  let out = '';
  let at = 0;
  for (const match of matches) {
    out += text.slice(at, match.from) + match.text;
    at = match.to;
  }
  return { ok: true, text: out + text.slice(at), count: matches.length };
}
