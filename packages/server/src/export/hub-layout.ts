import type { ReviewStatus, WireRecord, WireResponseValues } from '@marginalia/core';
import {
  BOOLEAN,
  DOUBLE,
  INT64,
  listOf,
  STRING,
  structOf,
  type ParquetColumnType,
} from './parquet-column-type';

/** The dataset settings an export needs to type its columns. */
export interface ExportSettings {
  fields: { name: string; type: string }[];
  questions: { id: string; name: string; type: string }[];
  metadata: { name: string; type: string }[];
  vectors: { name: string }[];
}

/** A record's review as the layout writes it (docs/review-and-agreement.md). */
export interface LayoutReview {
  status: ReviewStatus;
  /** The gold answer of an accepted review. */
  values: WireResponseValues | null;
}

/** A record's comment as the layout writes it (docs/comments-and-history.md "Comments"). */
export interface LayoutComment {
  /** Null once the author's user was deleted. */
  username: string | null;
  body: string;
  resolved: boolean;
  inserted_at: string;
}

/**
 * The column of a dataset's comments: dotted, so no question's columns (`<question>.…`) are named like it; the
 * export refuses a field or metadata property of this very name.
 */
export const COMMENTS_COLUMN = 'record.comments';

const COMMENT_TYPE = structOf({ username: STRING, body: STRING, resolved: BOOLEAN, inserted_at: STRING });

/** One column of the layout with its values, one per record. */
export interface LayoutColumn {
  name: string;
  type: ParquetColumnType;
  values: unknown[];
}

/** The record attributes the layout starts with; a field or metadata property named like one is refused. */
export const RECORD_ATTRIBUTES = ['id', 'status', '_server_id'] as const;

function answerType(questionType: string): ParquetColumnType {
  switch (questionType) {
    case 'rating':
      return INT64;
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
      return listOf(STRING);
    case 'ranking':
      return listOf(structOf({ value: STRING, rank: INT64 }));
    case 'span':
      return listOf(structOf({ label: STRING, start: INT64, end: INT64 }));
    default:
      return STRING;
  }
}

function fieldType(type: string): ParquetColumnType {
  return type === 'chat' ? listOf(structOf({ role: STRING, content: STRING })) : STRING;
}

function metadataType(type: string, values: unknown[]): ParquetColumnType {
  if (type === 'integer') return INT64;
  if (type === 'float') return DOUBLE;
  return values.some(Array.isArray) ? listOf(STRING) : STRING;
}

/**
 * The columns of the original's `to_hub` layout (the SDK's flattened records): one row per record with `id` (the
 * external id), `status`, `_server_id`, every field, metadata property and vector by name, then per question
 * `<q>.responses`, `<q>.responses.users`, `<q>.responses.status` (one item per response) and `<q>.suggestion`,
 * `<q>.suggestion.score`, `<q>.suggestion.agent` — the question's columns only when some record has them. With
 * `reviews` (a dataset that has some), Marginalia's review columns follow: `<q>.review` per question with a gold
 * answer, and `review.status` (records without a review read `pending`). With `comments` (a dataset that has some),
 * `record.comments`: each record's comments, oldest first (an empty list for a record without).
 */
export function hubLayout(
  records: WireRecord[],
  settings: ExportSettings,
  reviews?: ReadonlyMap<string, LayoutReview>,
  comments?: ReadonlyMap<string, LayoutComment[]>,
): LayoutColumn[] {
  const columns: LayoutColumn[] = [
    { name: 'id', type: STRING, values: records.map((r) => r.external_id ?? r.id) },
    { name: 'status', type: STRING, values: records.map((r) => r.status) },
    { name: '_server_id', type: STRING, values: records.map((r) => r.id) },
  ];
  for (const field of settings.fields) {
    columns.push({
      name: field.name,
      type: fieldType(field.type),
      values: records.map((r) => r.fields[field.name] ?? null),
    });
  }
  for (const property of settings.metadata) {
    const values = records.map(
      (r) => (r.metadata as Record<string, unknown> | null)?.[property.name] ?? null,
    );
    columns.push({ name: property.name, type: metadataType(property.type, values), values });
  }
  for (const vector of settings.vectors) {
    columns.push({
      name: vector.name,
      type: listOf(DOUBLE),
      values: records.map((r) => r.vectors?.[vector.name] ?? null),
    });
  }
  for (const question of settings.questions) columns.push(...questionColumns(records, question));
  if (reviews) columns.push(...reviewColumns(records, settings, reviews));
  if (comments) {
    const values = records.map((r) => comments.get(r.id) ?? []);
    columns.push({ name: COMMENTS_COLUMN, type: listOf(COMMENT_TYPE), values });
  }
  return columns;
}

function reviewColumns(
  records: WireRecord[],
  settings: ExportSettings,
  reviews: ReadonlyMap<string, LayoutReview>,
): LayoutColumn[] {
  const columns: LayoutColumn[] = [];
  for (const question of settings.questions) {
    const values = records.map((r) => reviews.get(r.id)?.values?.[question.name]?.value ?? null);
    if (values.some((value) => value !== null))
      columns.push({ name: `${question.name}.review`, type: answerType(question.type), values });
  }
  columns.push({
    name: 'review.status',
    type: STRING,
    values: records.map((r) => reviews.get(r.id)?.status ?? 'pending'),
  });
  return columns;
}

function questionColumns(
  records: WireRecord[],
  question: ExportSettings['questions'][number],
): LayoutColumn[] {
  const columns: LayoutColumn[] = [];
  const responses = records.map((r) =>
    (r.responses ?? []).filter((response) => response.values?.[question.name] !== undefined),
  );
  if (responses.some((list) => list.length > 0)) {
    const key = `${question.name}.responses`;
    columns.push(
      {
        name: key,
        type: listOf(answerType(question.type)),
        values: responses.map((list) => list.map((x) => x.values![question.name]!.value)),
      },
      {
        name: `${key}.users`,
        type: listOf(STRING),
        values: responses.map((list) => list.map((x) => x.user_id)),
      },
      {
        name: `${key}.status`,
        type: listOf(STRING),
        values: responses.map((list) => list.map((x) => x.status)),
      },
    );
  }
  const suggestions = records.map(
    (r) => (r.suggestions ?? []).find((s) => s.question_id === question.id) ?? null,
  );
  if (suggestions.some(Boolean)) {
    const key = `${question.name}.suggestion`;
    const scores = suggestions.map((s) => s?.score ?? null);
    columns.push(
      { name: key, type: answerType(question.type), values: suggestions.map((s) => s?.value ?? null) },
      { name: `${key}.score`, type: scores.some(Array.isArray) ? listOf(DOUBLE) : DOUBLE, values: scores },
      { name: `${key}.agent`, type: STRING, values: suggestions.map((s) => s?.agent ?? null) },
    );
  }
  return columns;
}
