import type { RangeValue } from './RecordCriteria';
import { escapeUrlValue, looksLikeRange, parseRange, splitItems, unescapeUrlValue } from './urlValueEscaping';

/** One `name.body` item of a filter parameter, its body read as a range or as the parameter's other form. */
export interface NamedUrlItem<V> {
  name: string;
  value: RangeValue | V;
}

/**
 * Reads `name.body~name.body` items (the `metadata` and `response` parameters): the name unescaped, a
 * `ge….le…` body as a range, any other body by `readOther` (raw, still escaped parts after the name). Items
 * without a name, with a malformed range or that `readOther` rejects (null) are dropped.
 */
export function parseNamedUrlItems<V>(
  value: string | null,
  readOther: (rawParts: readonly string[]) => V | null,
): NamedUrlItem<V>[] {
  return splitItems(value).flatMap((item): NamedUrlItem<V>[] => {
    const [rawName = '', ...rawRest] = item.split('.');
    const name = unescapeUrlValue(rawName);
    if (name === '') return [];
    const rest = rawRest.join('.');
    const body = looksLikeRange(rest) ? parseRange(rest) : readOther(rawRest);
    return body === null ? [] : [{ name, value: body }];
  });
}

/** Writes `name.body` items joined with `~`; null without items. */
export function serializeNamedUrlItems<V>(
  items: readonly NamedUrlItem<V>[],
  formatBody: (value: RangeValue | V) => string,
): string | null {
  if (items.length === 0) return null;
  return items.map(({ name, value }) => `${escapeUrlValue(name)}.${formatBody(value)}`).join('~');
}
