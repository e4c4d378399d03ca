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

/** One question's answers as they are gathered: record id → (user id → value), and the gold answers. */
interface Gathered {
  question: QuestionRule;
  answers: Map<string, Record<string, unknown>>;
  review: Record<string, unknown>;
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

/**
 * Every question's submitted answers of a dataset, read a page of records at a time (one query per 10,000 records)
 * with each answer read out by the database.
 */
async function gatherAnswers(
  db: Kysely<Database>,
  datasetId: string,
  questions: readonly QuestionRule[],
): Promise<Gathered[]> {
  const gathered: Gathered[] = questions.map((question) => ({ question, answers: new Map(), review: {} }));
  const decoders = questions.map((q) => decoderOf(q, dialectOf(db)));
  const columns = questions.map((q) => ({ name: q.name, scalar: SCALAR_TYPES.has(q.settings.type) }));
  for await (const page of submittedAnswerColumns(db, datasetId, columns)) {
    for (const row of page) {
      for (let i = 0; i < gathered.length; i += 1) {
        const raw = row[`q${i}`];
        if (raw === null || raw === undefined) continue;
        const value = (decoders[i] as (raw: unknown) => unknown)(raw);
        if (value === undefined || value === null) continue;
        const { answers } = gathered[i] as Gathered;
        let unit = answers.get(row.record_id);
        if (!unit) answers.set(row.record_id, (unit = {}));
        unit[row.user_id] = value;
      }
    }
  }
  const byName = new Map(gathered.map((entry) => [entry.question.name, entry]));
  for (const review of await acceptedReviewValues(db, datasetId)) {
    const gold = fromJson<WireResponseValues>(review.values) ?? {};
    for (const name in gold) {
      const entry = byName.get(name);
      if (entry) entry.review[review.record_id] = gold[name]?.value;
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
  const gathered = await gatherAnswers(db, dataset.id, questions);
  const input: QuestionAnswers[] = gathered.map(({ question, answers, review }) => {
    const options = optionsOf(question);
    return {
      name: question.name,
      type: question.settings.type,
      ...(options ? { options } : {}),
      units: [...answers].map(([id, unit]) => ({ id, answers: unit })),
      review,
    };
  });
  const { items, annotators } = datasetAgreement(input);
  const usernames = await usernamesOf(
    db,
    annotators.map((a) => a.userId),
  );
  return {
    items,
    annotators: annotators.map((a) => ({
      user_id: a.userId,
      username: usernames.get(a.userId) ?? '',
      records: a.records,
      agreement_with_others: a.agreementWithOthers,
      agreement_with_review: a.agreementWithReview,
    })),
  };
}
