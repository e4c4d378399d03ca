import type { RangeValue } from './RecordCriteria';

/*
 * Values inside a criteria URL parameter are separated by `~` (items) and `.` (parts of an item), as in the
 * original app. Terms, labels and agent names may themselves contain those characters (`v1.2`, `a~b`), which the
 * original wrote raw and so split apart on reload. To keep such values whole we percent-escape `%`, `.` and `~`
 * inside a value (`v1%2E2`); the usual URL encoding then applies on top (`v1%252E2` in the address bar). Old
 * links keep working because they never contain these escapes for ordinary names and values. Reading decodes
 * every `%XX` sequence, so a first character may also be escaped to stop a list of terms from reading as a
 * range or an operator (see `protectFirstCharacter`).
 */

const ESCAPED_CHARACTERS = /[%.~]/g;
const ESCAPE_SEQUENCE = /%([0-9A-Fa-f]{2})/g;

function percentOf(character: string): string {
  return `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Escapes `%`, `.` and `~` so a value survives being joined with the URL separators. */
export function escapeUrlValue(value: string): string {
  return value.replace(ESCAPED_CHARACTERS, percentOf);
}

/** Reverses {@link escapeUrlValue} (and any other `%XX` escape). */
export function unescapeUrlValue(value: string): string {
  return value.replace(ESCAPE_SEQUENCE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Escapes the first character of an already escaped item so it no longer matches a reserved form
 * (`ge1.le2`, `operator.and.values…`); {@link unescapeUrlValue} restores it.
 */
export function protectFirstCharacter(escaped: string): string {
  const first = escaped.charAt(0);
  // An escaped value may already start with `%XX`; it then matches no reserved word.
  if (first === '' || first === '%') return escaped;
  return percentOf(first) + escaped.slice(1);
}

const NUMBER = '-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?';
const RANGE = new RegExp(`^ge(${NUMBER})\\.le(${NUMBER})$`);

/** `ge<number>.le<number>`, e.g. `ge0.le0.24`. */
export function formatRange(range: RangeValue): string {
  return `ge${range.ge}.le${range.le}`;
}

/** Whether the whole text is a range in URL form. */
export function looksLikeRange(text: string): boolean {
  return RANGE.test(text);
}

/** Reads `ge<number>.le<number>`; null when malformed or when the lower bound exceeds the upper one. */
export function parseRange(text: string): RangeValue | null {
  const match = RANGE.exec(text);
  if (!match) return null;
  const ge = Number(match[1]);
  const le = Number(match[2]);
  if (ge > le) return null;
  return { ge, le };
}

/** Splits an escaped item into its unescaped parts. */
export function splitItem(item: string): string[] {
  return item.split('.').map(unescapeUrlValue);
}

/** Splits a parameter value into items, dropping empty ones (`a~~b`). */
export function splitItems(value: string | null): string[] {
  if (!value) return [];
  return value.split('~').filter((item) => item !== '');
}
