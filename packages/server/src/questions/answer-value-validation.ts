import { pyRepr, pyType, type WireQuestionSettings } from '@marginalia/core';

/** Max spans in one span answer (contract §15.1). */
export const SPAN_MAX_ITEMS = 10_000;

/** What an answer value is checked against: the question and the record it answers. */
export interface AnswerContext {
  settings: WireQuestionSettings;
  /** The record's field values (span answers need the text of their field). */
  recordFields: Record<string, unknown>;
  /** `submitted` answers must be complete (ranking: every option, ranks 1..N). */
  submitted: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size !== values.length;
}

function labelProblem(
  settings: Extract<WireQuestionSettings, { type: 'label_selection' | 'dynamic_label_selection' }>,
  value: unknown,
): string | null {
  if (typeof value !== 'string')
    return `label selection question expects a string value, found ${pyType(value)}`;
  if (settings.type === 'dynamic_label_selection') return null;
  const options = settings.options.map((o) => o.value);
  if (!options.includes(value)) {
    return `${pyRepr(value)} is not a valid label for label selection question.\nValid labels are: ${pyRepr(options)}`;
  }
  return null;
}

function multiLabelProblem(
  settings: Extract<
    WireQuestionSettings,
    { type: 'multi_label_selection' | 'dynamic_multi_label_selection' }
  >,
  value: unknown,
): string | null {
  if (!Array.isArray(value))
    return `multi label selection questions expects a list of values, found ${pyType(value)}`;
  if (value.length === 0) return 'multi label selection questions expects a list of values, found empty list';
  if (value.some((v) => typeof v !== 'string'))
    return 'multi label selection questions expects a list of string values';
  if (hasDuplicates(value))
    return 'multi label selection questions expect a list of unique values, but duplicates were found';
  if (settings.type === 'dynamic_multi_label_selection') return null;
  const options = settings.options.map((o) => o.value);
  const invalid = value.filter((v) => !options.includes(v as string));
  if (invalid.length > 0) {
    return `${pyRepr(invalid)} are not valid labels for multi label selection question.\nValid labels are: ${pyRepr(options)}`;
  }
  return null;
}

function ratingProblem(
  settings: Extract<WireQuestionSettings, { type: 'rating' }>,
  value: unknown,
): string | null {
  const options = settings.options.map((o) => o.value);
  if (typeof value !== 'number' || !options.includes(value)) {
    return `${pyRepr(value)} is not a valid rating for rating question.\nValid ratings are: ${pyRepr(options)}`;
  }
  return null;
}

function rankingProblem(
  settings: Extract<WireQuestionSettings, { type: 'ranking' }>,
  value: unknown,
  submitted: boolean,
): string | null {
  if (!Array.isArray(value)) return `ranking question expects a list of values, found ${pyType(value)}`;
  const wellFormed = value.every(
    (item) =>
      isPlainObject(item) &&
      typeof item['value'] === 'string' &&
      (item['rank'] === undefined || item['rank'] === null || Number.isInteger(item['rank'])),
  );
  if (!wellFormed)
    return "ranking question expects a list of items with a string 'value' and an integer or null 'rank'";
  const items = value as { value: string; rank?: number | null }[];
  const options = settings.options.map((o) => o.value);
  const values = items.map((i) => i.value);
  const invalid = values.filter((v) => !options.includes(v));
  if (invalid.length > 0) {
    return `${pyRepr(invalid)} are not valid values for ranking question.\nValid values are: ${pyRepr(options)}`;
  }
  if (hasDuplicates(values))
    return 'ranking question expects a list of unique values, but duplicates were found';
  if (submitted) {
    if (items.length !== options.length) {
      return `ranking question expects a list containing ${options.length} values, found a list of ${items.length} values`;
    }
    const validRanks = options.map((_, i) => i + 1);
    const invalidRanks = items
      .map((i) => i.rank ?? null)
      .filter((r) => r === null || !validRanks.includes(r));
    if (invalidRanks.length > 0) {
      return `${pyRepr(invalidRanks)} are not valid ranks for ranking question.\nValid ranks are: ${pyRepr(validRanks)}`;
    }
  }
  return null;
}

function spanProblem(
  settings: Extract<WireQuestionSettings, { type: 'span' }>,
  value: unknown,
  recordFields: Record<string, unknown>,
): string | null {
  if (!Array.isArray(value)) return `span question expects a list of values, found ${pyType(value)}`;
  if (value.length > SPAN_MAX_ITEMS)
    return `span question expects a list of at most ${SPAN_MAX_ITEMS} values, found ${value.length}`;
  const text = recordFields[settings.field];
  if (typeof text !== 'string') return `span question requires record to have field \`${settings.field}\``;
  const length = [...text].length; // code points, like Python's len()
  const labels = settings.options.map((o) => o.value);
  const spans: { label: string; start: number; end: number }[] = [];
  for (const item of value) {
    const ok =
      isPlainObject(item) &&
      typeof item['label'] === 'string' &&
      Number.isInteger(item['start']) &&
      Number.isInteger(item['end']) &&
      (item['start'] as number) >= 0 &&
      (item['end'] as number) >= 1;
    if (!ok)
      return "span question expects items with a string 'label', an integer 'start' >= 0 and an integer 'end' >= 1";
    const span = item as { label: string; start: number; end: number };
    if (span.end <= span.start)
      return "span question response value 'end' must have a value greater than 'start'";
    if (span.start > length - 1) {
      return `span question response value \`start\` must have a value lower than record field \`${settings.field}\` length that is \`${length}\``;
    }
    if (span.end > length) {
      return `span question response value \`end\` must have a value lower or equal than record field \`${settings.field}\` length that is \`${length}\``;
    }
    if (!labels.includes(span.label)) {
      return `undefined label '${span.label}' for span question.\nValid labels are: ${pyRepr(labels)}`;
    }
    spans.push(span);
  }
  if (!settings.allow_overlapping) {
    for (let i = 0; i < spans.length; i += 1) {
      for (let j = i + 1; j < spans.length; j += 1) {
        const a = spans[i] as (typeof spans)[number];
        const b = spans[j] as (typeof spans)[number];
        if (a.start < b.end && b.start < a.end)
          return `overlapping values found between spans at index idx=${i} and idx=${j}`;
      }
    }
  }
  return null;
}

/**
 * Checks one answer value against its question (contract §15.1); used for responses and
 * suggestions alike. Returns the problem in the original server's words, or null.
 */
export function answerValueProblem(value: unknown, context: AnswerContext): string | null {
  const { settings } = context;
  switch (settings.type) {
    case 'text':
      return typeof value === 'string' ? null : `text question expects a text value, found ${pyType(value)}`;
    case 'label_selection':
    case 'dynamic_label_selection':
      return labelProblem(settings, value);
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
      return multiLabelProblem(settings, value);
    case 'rating':
      return ratingProblem(settings, value);
    case 'ranking':
      return rankingProblem(settings, value, context.submitted);
    case 'span':
      return spanProblem(settings, value, context.recordFields);
    case 'table':
      return isPlainObject(value) ? null : `table question expects a table value, found ${pyType(value)}`;
  }
}
