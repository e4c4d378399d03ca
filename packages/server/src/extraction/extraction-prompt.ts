import type { TableSchemaFile } from '@marginalia/core';
import type { DocumentSegmentsTable } from '../db/schema';
import { jsonTypeOfDtype, schemaColumns } from './table-json-schema';

/** A chat message of the OpenAI API. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the prompt is made of. */
export interface PromptInput {
  schemaName: string;
  schema: TableSchemaFile;
  /** Rows of every table of the record, by schema name (this table's rows so far among them). */
  extractions: Record<string, Record<string, unknown>[]>;
  /** Columns the annotator wants filled (all when empty). */
  columns: readonly string[];
  reference: string;
  segments: readonly DocumentSegmentsTable[];
  /** The annotator's instruction, already trimmed; null when none. */
  prompt: string | null;
}

export const SYSTEM_PROMPT =
  'You extract data from a scientific paper into a table. Answer with JSON only, in the form ' +
  '{"rows": [...]}: one object per table row with every column of the table as a key, null where the paper ' +
  'does not report a value. Keep the rows already given, in their order, with their filled values; fill their ' +
  'empty cells in the columns asked for, and add rows for what the paper reports that is missing. Use only ' +
  'facts stated in the paper sections given.';

function describeColumn(name: string, schema: TableSchemaFile): string {
  const column = schemaColumns(schema).find(([n]) => n === name)?.[1] ?? {};
  const notes: string[] = [jsonTypeOfDtype(column.dtype)];
  if ((schema.index ?? []).some((c) => c.name === name)) notes.push('index');
  if (column.unique) notes.push('unique');
  if (column.nullable === false || column.required) notes.push('required');
  const checks = column.checks ?? {};
  for (const [check, argument] of Object.entries(checks)) notes.push(`${check}: ${JSON.stringify(argument)}`);
  return `- ${name} (${notes.join('; ')})${column.description ? `: ${column.description}` : ''}`;
}

function describeSegment(segment: DocumentSegmentsTable): string {
  const where = [segment.page_number === null ? null : `page ${segment.page_number}`, segment.type]
    .filter(Boolean)
    .join(', ');
  return `### ${segment.header ?? '(untitled)'} (${where})\n${segment.text}`;
}

/**
 * The messages of an extraction: the rules (system), then the table — its columns with types and checks, the
 * rows so far, the other tables of the record — what to fill, the annotator's instruction and the paper's
 * chosen sections.
 */
export function extractionMessages(input: PromptInput): ChatMessage[] {
  const names = schemaColumns(input.schema).map(([name]) => name);
  const rows = input.extractions[input.schemaName] ?? [];
  const others = Object.fromEntries(
    Object.entries(input.extractions).filter(([name, list]) => name !== input.schemaName && list.length > 0),
  );
  const parts = [
    `Table "${input.schemaName}" with the columns:\n${names.map((n) => describeColumn(n, input.schema)).join('\n')}`,
    `Columns to fill: ${input.columns.length > 0 ? input.columns.join(', ') : 'all'}`,
    `Rows so far (JSON): ${JSON.stringify(rows)}`,
  ];
  if (Object.keys(others).length > 0)
    parts.push(`Other tables of this record, for reference (JSON): ${JSON.stringify(others)}`);
  if (input.prompt) parts.push(`Instructions from the annotator: ${input.prompt}`);
  parts.push(
    `Sections of the paper "${input.reference}":\n\n${input.segments.map(describeSegment).join('\n\n')}`,
  );
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

/** The follow-up that asks the model to repair an answer that failed the checks. */
export function repairMessage(problems: readonly string[]): ChatMessage {
  return {
    role: 'user',
    content:
      `Your answer is not valid for the table:\n${problems.map((p) => `- ${p}`).join('\n')}\n` +
      'Answer again with the corrected JSON only, in the form {"rows": [...]}.',
  };
}
