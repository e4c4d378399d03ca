import type { WireQuestionSettings } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { insertNewRow } from '../db/insert-new-row';
import { toBooleanColumn, toJson } from '../db/json-column';
import type { Database, QuestionsTable } from '../db/schema';
import { updateStampedRow } from '../db/update-stamped-row';

/**
 * The `questions` table's writes, with the encoding of the `settings` column; the reads, the decoding and the
 * deletion every dataset child shares are `datasets/dataset-child-rows.ts`.
 */

/** A new question's columns, as values. */
export interface NewQuestion {
  name: string;
  title: string;
  description: string | null;
  required: boolean;
  settings: WireQuestionSettings;
  dataset_id: string;
}

/** Inserts a question and returns it as stored. */
export function insertQuestion(db: Kysely<Database>, question: NewQuestion): Promise<QuestionsTable> {
  return insertNewRow(db, 'questions', {
    ...question,
    required: toBooleanColumn(question.required),
    settings: toJson(question.settings),
  });
}

/** Writes a question's title, description and settings and returns it as now stored. */
export function updateQuestionRow(
  db: Kysely<Database>,
  question: QuestionsTable,
  changes: { title: string; description: string | null; settings: WireQuestionSettings },
): Promise<QuestionsTable> {
  return updateStampedRow(db, 'questions', question, { ...changes, settings: toJson(changes.settings) });
}
