import { formatTerms, readTerms } from './metadataUrlParam';
import { isRangeValue, type LabelOperator, type ResponseFilter } from './RecordCriteria';
import { parseNamedUrlItems, serializeNamedUrlItems } from './namedUrlItems';
import { formatRange, protectFirstCharacter } from './urlValueEscaping';

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
  return parseNamedUrlItems(value, (rawParts): ResponseFilter['value'] | null => {
    if (isOperatorForm(rawParts)) {
      const operator = rawParts[1];
      const values = readTerms(rawParts.slice(3));
      return isLabelOperator(operator) && values.length > 0 ? { operator, values } : null;
    }
    const values = readTerms(rawParts);
    return values.length > 0 ? values : null;
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
  return serializeNamedUrlItems(filters, formatResponseValue);
}
