import { modelSuggestionMessages, type WireFieldValue } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ModelClient } from '../extraction/model-client';
import { recordFieldsOf, recordMetadataOf } from '../records/record-rows';
import { checkModelAnswer } from './answer-check';
import { answerSchema } from './answer-schema';
import { scoresFromLogprobs } from './answer-score';
import type { SuggestionTarget } from './model-suggestion-target';

/** A record as the prompt reads it. */
export interface PromptedRecord {
  id: string;
  fields: Record<string, WireFieldValue>;
  metadata: Record<string, unknown> | null;
}

/** One question's answer for a record: the value and score to write, or the reason nothing is written. */
export interface RecordAnswer {
  questionId: string;
  question: string;
  value: unknown;
  score: number | null;
  error: string | null;
}

/** What one model call for a record gave. */
export interface RecordAnnotation {
  recordId: string;
  answers: RecordAnswer[];
  usage: { prompt: number; completion: number };
}

/** The records of these ids that still exist, in the order given. */
export async function promptedRecords(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<PromptedRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('records')
    .select(['id', 'fields', 'metadata'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, fields: recordFieldsOf(row), metadata: recordMetadataOf(row) }] : [];
  });
}

/**
 * Asks the model about one record: the prompt's messages (the same the settings preview shows), the answer's
 * JSON schema as `response_format` when the model takes one, log-probabilities when it gives them. Each
 * question's value is checked; a failed call (after the client's retries) fails every question with its reason.
 * Throws only when `signal` aborted the call.
 */
export async function annotateRecord(
  client: ModelClient,
  target: SuggestionTarget,
  record: PromptedRecord,
  signal?: AbortSignal,
): Promise<RecordAnnotation> {
  const { model, questions } = target;
  const messages = modelSuggestionMessages(target.prompt, record, questions, target.tableSchemas);
  const answerOf = (name: string) => questions.find((q) => q.name === name) as (typeof questions)[number];
  try {
    const completion = await client.complete(messages, {
      schema: model.structuredOutput ? answerSchema(questions) : null,
      logprobs: model.logprobs,
      ...(signal ? { signal } : {}),
    });
    const checked = checkModelAnswer(completion.content, questions, record.fields);
    const scores = scoresFromLogprobs(
      completion.content,
      completion.logprobs,
      questions.map((q) => q.name),
    );
    return {
      recordId: record.id,
      usage: completion.usage,
      answers: checked.map((c) => ({
        questionId: answerOf(c.question).id,
        question: c.question,
        value: c.value,
        score: c.error === null ? (scores.get(c.question) ?? null) : null,
        error: c.error,
      })),
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    return {
      recordId: record.id,
      usage: { prompt: 0, completion: 0 },
      answers: questions.map((q) => ({
        questionId: q.id,
        question: q.name,
        value: null,
        score: null,
        error: reason,
      })),
    };
  }
}

/** Runs `work` over `items` with at most `concurrency` at once; results in the items' order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
