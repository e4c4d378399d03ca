import {
  datasetAgreement,
  type QuestionAnswers,
  type WireDatasetAgreement,
  type WireResponseValues,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import { fromJson } from '../db/json-column';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/app-env';
import type { QuestionRule } from '../questions/response-values-validation';
import { assertReviewer, memberDataset } from '../review/review-access';
import { acceptedReviewValues, submittedAnswerPages, usernamesOf } from '../review/review-rows';
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

/**
 * Every question's submitted answers of a dataset, read a page of records at a time (one query per 10,000 records):
 * each response's values decoded once and spread over its questions.
 */
async function gatherAnswers(
  db: Kysely<Database>,
  datasetId: string,
  questions: readonly QuestionRule[],
): Promise<Map<string, Gathered>> {
  const gathered = new Map<string, Gathered>(
    questions.map((question) => [question.name, { question, answers: new Map(), review: {} }]),
  );
  for await (const page of submittedAnswerPages(db, datasetId)) {
    for (const row of page) {
      const values = fromJson<WireResponseValues>(row.values);
      if (!values) continue;
      for (const name in values) {
        const entry = gathered.get(name);
        const value = values[name]?.value;
        if (!entry || value === undefined || value === null) continue;
        let unit = entry.answers.get(row.record_id);
        if (!unit) entry.answers.set(row.record_id, (unit = {}));
        unit[row.user_id] = value;
      }
    }
  }
  for (const review of await acceptedReviewValues(db, datasetId)) {
    const gold = fromJson<WireResponseValues>(review.values) ?? {};
    for (const name in gold) {
      const entry = gathered.get(name);
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
  const input: QuestionAnswers[] = [...gathered.values()].map(({ question, answers, review }) => {
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
