import { DURATION_KEY } from '../model/RecordResponse';

/**
 * An answer as the history shows it in quotes: each question's value, in the order given, joined with ", " (the
 * time spent the web app stores beside the answers, `duration`, is no answer and is left out).
 * Labels and texts as they are, several labels joined with ", ", a ranking by rank joined with " > ", spans by
 * their labels, a table as "table".
 *
 * @example
 * historyAnswerText({ label: { value: 'positive' } }); // "positive"
 */
export function historyAnswerText(values: unknown): string {
  if (values === null || typeof values !== 'object') return '';
  return Object.entries(values as Record<string, unknown>)
    .filter(([question]) => question !== DURATION_KEY)
    .map(([, entry]) =>
      valueText(entry !== null && typeof entry === 'object' && 'value' in entry ? entry.value : entry),
    )
    .filter((text) => text !== '')
    .join(', ');
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value)) return arrayText(value);
  return 'table';
}

function arrayText(items: readonly unknown[]): string {
  if (items.every((item) => typeof item !== 'object' || item === null))
    return items.map(valueText).join(', ');
  const objects = items as Record<string, unknown>[];
  if (objects.every((item) => 'rank' in item && 'value' in item)) {
    return [...objects]
      .sort((a, b) => Number(a['rank']) - Number(b['rank']))
      .map((item) => valueText(item['value']))
      .join(' > ');
  }
  if (objects.every((item) => 'label' in item))
    return objects.map((item) => valueText(item['label'])).join(', ');
  return 'table';
}
