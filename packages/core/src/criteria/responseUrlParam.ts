import { formatTerms, readTerms } from './metadataUrlParam';
import { isRangeValue, type LabelOperator, type ResponseFilter } from './RecordCriteria';
import {
  escapeUrlValue,
  formatRange,
  looksLikeRange,
  parseRange,
  protectFirstCharacter,
  splitItems,
  unescapeUrlValue,
} from './urlValueEscaping';

/** Whether raw parts after the name have the multi-label form `operator.<op>.values.<labels…>`. */
function isOperatorForm(rawRest: readonly string[]): boolean {
  return rawRest[0] === 'operator' && rawRest[2] === 'values';
}

function isLabelOperator(value: string | undefined): value is LabelOperator {
  return value === 'and' || value === 'or';
}

/**
 * Reads the `response` parameter: a rating range (`rating.ge1.le3`), single-label values (`label.a.b`) or
 * multi-label values with an operator (`topics.operator.and.values.a.b`). Malformed items are ignored.
 *
 * @example
 * parseResponseParam('topics.operator.or.values.sports.news');
 * // [{ name: 'topics', value: { operator: 'or', values: ['sports', 'news'] } }]
 */
export function parseResponseParam(value: string | null): ResponseFilter[] {
  return splitItems(value).flatMap((item): ResponseFilter[] => {
    const [rawName = '', ...rawRest] = item.split('.');
    const name = unescapeUrlValue(rawName);
    if (name === '') return [];
    const rest = rawRest.join('.');
    if (looksLikeRange(rest)) {
      const range = parseRange(rest);
      return range ? [{ name, value: range }] : [];
    }
    if (isOperatorForm(rawRest)) {
      const operator = rawRest[1];
      const values = readTerms(rawRest.slice(3));
      if (!isLabelOperator(operator) || values.length === 0) return [];
      return [{ name, value: { operator, values } }];
    }
    const values = readTerms(rawRest);
    return values.length > 0 ? [{ name, value: values }] : [];
  });
}

function formatResponseValue(value: ResponseFilter['value']): string {
  if (isRangeValue(value)) return formatRange(value);
  if (!Array.isArray(value)) return `operator.${value.operator}.values.${formatTerms(value.values)}`;
  const terms = formatTerms(value);
  // Labels `operator, x, values, …` would read back as the multi-label form.
  return isOperatorForm(terms.split('.')) ? protectFirstCharacter(terms) : terms;
}

/** Writes the `response` parameter; null without filters. */
export function serializeResponseParam(filters: readonly ResponseFilter[]): string | null {
  if (filters.length === 0) return null;
  return filters.map(({ name, value }) => `${escapeUrlValue(name)}.${formatResponseValue(value)}`).join('~');
}
