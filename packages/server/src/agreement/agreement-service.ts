import {
  datasetAgreement,
  type QuestionAnswers,
  type WireDatasetAgreement,
  type WireResponseValues,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import { fromJson } from '../db/json-column';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/app-env';
import type { QuestionRule } from '../questions/response-values-validation';
import { assertReviewer, memberDataset } from '../review/review-access';
import { acceptedReviewValues, submittedAnswerColumns, usernamesOf } from '../review/review-rows';
import { reviewQuestionsOf } from '../review/review-serializer';

/**
 * The answers of a dataset as they are gathered: records and annotators numbered as first met, and per question the
 * answers of each record by annotator number (small integer keys: the unit objects stay arrays-like and cheap, where
 * 300,000 objects keyed by UUIDs would not), and the gold answers by record id.
 */
interface Gathered {
  recordIds: string[];
  userIds: string[];
  units: Record<number, unknown>[][];
  reviews: Record<string, unknown>[];
}

function optionsOf(question: QuestionRule): (string | number)[] | undefined {
  const { settings } = question;
  if (!('options' in settings) || !Array.isArray(settings.options)) return undefined;
  return settings.options.map((o) => (o as { value: string | number }).value);
}

const SCALAR_TYPES = new Set(['label_selection', 'dynamic_label_selection', 'text', 'rating']);

/**
 * How a question's column of `submittedAnswerColumns` becomes the answer value: ratings as numbers (PostgreSQL gives
 * text), other scalars as they come, JSON elements decoded where the driver left them as JSON text (SQLite). A value
 * that does not decode is no answer (the core's readers leave such answers out too).
 */
function decoderOf(question: QuestionRule, dialect: 'sqlite' | 'postgres'): (raw: unknown) => unknown {
  if (question.settings.type === 'rating') return (raw) => (typeof raw === 'string' ? Number(raw) : raw);
  if (SCALAR_TYPES.has(question.settings.type) || dialect === 'postgres') return (raw) => raw;
  return (raw) => {
    if (typeof raw !== 'string') return raw;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  };
}

/** The number of `id` in `ids`, given it one when it is new. */
function numberOf(id: string, ids: string[], numbers: Map<string, number>): number {
  let n = numbers.get(id);
  if (n === undefined) {
    n = ids.length;
    ids.push(id);
    numbers.set(id, n);
  }
  return n;
}

/**
 * Every question's submitted answers of a dataset, read a page of records at a time (one query per 10,000 records)
 * with each answer read out by the database.
 */
async function gatherAnswers(
  db: Kysely<Database>,
  datasetId: string,
  questions: readonly QuestionRule[],
): Promise<Gathered> {
  const gathered: Gathered = {
    recordIds: [],
    userIds: [],
    units: questions.map(() => []),
    reviews: questions.map(() => ({})),
  };
  const recordNumbers = new Map<string, number>();
  const userNumbers = new Map<string, number>();
  const decoders = questions.map((q) => decoderOf(q, dialectOf(db)));
  const columns = questions.map((q) => ({ name: q.name, scalar: SCALAR_TYPES.has(q.settings.type) }));
  for await (const page of submittedAnswerColumns(db, datasetId, columns)) {
    for (const row of page) {
      const record = numberOf(row.record_id, gathered.recordIds, recordNumbers);
      const user = numberOf(row.user_id, gathered.userIds, userNumbers);
      for (let i = 0; i < questions.length; i += 1) {
        const raw = row[`q${i}`];
        if (raw === null || raw === undefined) continue;
        const value = (decoders[i] as (raw: unknown) => unknown)(raw);
        if (value === undefined || value === null) continue;
        const units = gathered.units[i] as Record<number, unknown>[];
        (units[record] ??= {})[user] = value;
      }
    }
  }
  const byName = new Map(questions.map((q, i) => [q.name, gathered.reviews[i] as Record<string, unknown>]));
  for (const review of await acceptedReviewValues(db, datasetId)) {
    const gold = fromJson<WireResponseValues>(review.values) ?? {};
    for (const name in gold) {
      const reviews = byName.get(name);
      if (reviews) reviews[review.record_id] = gold[name]?.value;
    }
  }
  return gathered;
}

/**
 * `GET /datasets/{id}/agreement` (reviewers): inter-annotator agreement of the submitted responses, per question and
 * per annotator, computed by the core's `datasetAgreement` (its README gives each metric and its sources), with the
 * accepted reviews' gold answers for each annotator's agreement with the review.
 */
export async function getDatasetAgreement(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireDatasetAgreement> {
  const dataset = await memberDataset(db, actor, datasetId);
  await assertReviewer(db, actor, dataset);
  const questions = await reviewQuestionsOf(db, dataset.id);
  const { recordIds, userIds, units, reviews } = await gatherAnswers(db, dataset.id, questions);
  const input: QuestionAnswers[] = questions.map((question, i) => {
    const options = optionsOf(question);
    const answered: QuestionAnswers['units'][number][] = [];
    // `forEach` skips the records without an answer to this question (holes).
    (units[i] as Record<number, unknown>[]).forEach((answers, record) =>
      answered.push({ id: recordIds[record] as string, answers }),
    );
    return {
      name: question.name,
      type: question.settings.type,
      ...(options ? { options } : {}),
      units: answered,
      review: reviews[i] as Record<string, unknown>,
    };
  });
  const { items, annotators } = datasetAgreement(input);
  const userIdOf = (key: string) => userIds[Number(key)] as string;
  const usernames = await usernamesOf(db, userIds);
  return {
    items,
    annotators: annotators.map((a) => ({
      user_id: userIdOf(a.userId),
      username: usernames.get(userIdOf(a.userId)) ?? '',
      records: a.records,
      agreement_with_others: a.agreementWithOthers,
      agreement_with_review: a.agreementWithReview,
    })),
  };
}
