import { formatTerms, readTerms } from './metadataUrlParam';
import { isRangeValue, type SuggestionFilter, type SuggestionValueFilter } from './RecordCriteria';
import { escapeUrlValue, formatRange, parseRange, splitItems, unescapeUrlValue } from './urlValueEscaping';

function parseConfiguration(kind: string, rawRest: string[]): SuggestionValueFilter | null {
  const rest = rawRest.join('.');
  if (kind === 'score') {
    const range = parseRange(rest);
    // A score is a probability: both bounds within 0 and 1.
    return range && range.ge >= 0 && range.le <= 1 ? { name: 'score', value: range } : null;
  }
  if (kind === 'agent') {
    const agents = readTerms(rawRest);
    return agents.length > 0 ? { name: 'agent', value: agents } : null;
  }
  if (kind !== 'value') return null;
  const range = parseRange(rest);
  if (range) return { name: 'value', value: range };
  if (rawRest[0] === 'values') {
    const values = readTerms(rawRest.slice(1));
    return values.length > 0 ? { name: 'value', value: { values } } : null;
  }
  const operator = rawRest[1];
  if (rawRest[0] !== 'operator' || rawRest[2] !== 'values' || (operator !== 'and' && operator !== 'or'))
    return null;
  const values = readTerms(rawRest.slice(3));
  return values.length > 0 ? { name: 'value', value: { operator, values } } : null;
}

/**
 * Reads the `suggestion` parameter: one item per question and configuration,
 * `question.score.ge0.le1~question.value.values.a.b~question.value.operator.and.values.a~question.agent.x`
 * (a rating value is a range: `question.value.ge1.le3`). Items of the same question are grouped in order of
 * appearance; malformed items are ignored.
 *
 * @example
 * parseSuggestionParam('sentiment.score.ge0.5.le1~sentiment.agent.gpt-4');
 * // [{ question: 'sentiment', configurations: [{ name: 'score', value: { ge: 0.5, le: 1 } },
 * //                                             { name: 'agent', value: ['gpt-4'] }] }]
 */
export function parseSuggestionParam(value: string | null): SuggestionFilter[] {
  const filters: SuggestionFilter[] = [];
  for (const item of splitItems(value)) {
    const [rawQuestion = '', kind = '', ...rawRest] = item.split('.');
    const question = unescapeUrlValue(rawQuestion);
    const configuration = parseConfiguration(kind, rawRest);
    if (question === '' || !configuration) continue;
    const existing = filters.find((filter) => filter.question === question);
    if (existing) existing.configurations.push(configuration);
    else filters.push({ question, configurations: [configuration] });
  }
  return filters;
}

function formatConfiguration({ name, value }: SuggestionValueFilter): string {
  if (isRangeValue(value)) return `${name}.${formatRange(value)}`;
  if (Array.isArray(value)) return `${name}.${formatTerms(value)}`;
  // Label lists always follow the `values` keyword, so they can never read as a range or an operator.
  const values = value.values.map(escapeUrlValue).join('.');
  return value.operator ? `${name}.operator.${value.operator}.values.${values}` : `${name}.values.${values}`;
}

/** Writes the `suggestion` parameter; null without filters. */
export function serializeSuggestionParam(filters: readonly SuggestionFilter[]): string | null {
  const items = filters.flatMap(({ question, configurations }) =>
    configurations.map(
      (configuration) => `${escapeUrlValue(question)}.${formatConfiguration(configuration)}`,
    ),
  );
  return items.length > 0 ? items.join('~') : null;
}
