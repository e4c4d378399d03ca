import {
  datasetAgreement,
  encodedUnits,
  type EncodedUnits,
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
import { acceptedReviewValues, submittedAnswerTexts, usernamesOf } from '../review/review-rows';
import { reviewQuestionsOf } from '../review/review-serializer';

function optionsOf(question: QuestionRule): (string | number)[] | undefined {
  const { settings } = question;
  if (!('options' in settings) || !Array.isArray(settings.options)) return undefined;
  return settings.options.map((o) => (o as { value: string | number }).value);
}

/** Sorts each unit's answers by annotator number (a unit holds a few: insertion sort), texts alongside. */
function sortByUser(starts: Int32Array, users: Int32Array, texts: (string | null)[][]): void {
  for (let u = 0; u + 1 < starts.length; u++) {
    for (let i = (starts[u] as number) + 1; i < (starts[u + 1] as number); i++) {
      for (let j = i; j > (starts[u] as number) && (users[j - 1] as number) > (users[j] as number); j--) {
        [users[j - 1], users[j]] = [users[j] as number, users[j - 1] as number];
        for (const column of texts)
          [column[j - 1], column[j]] = [column[j] as string | null, column[j - 1] as string | null];
      }
    }
  }
}

/**
 * Every question's submitted answers of a dataset as encoded units (one read of the responses, grouped by record;
 * records numbered in that order, annotators in the order of their ids, each record's answers by annotator
 * number), and the gold answers of the accepted reviews by record id.
 */
async function gatherAnswers(
  db: Kysely<Database>,
  datasetId: string,
  questions: readonly QuestionRule[],
): Promise<{ units: EncodedUnits[]; reviews: Record<string, unknown>[] }> {
  const rows = await submittedAnswerTexts(
    db,
    datasetId,
    questions.map((q) => q.name),
  );
  const unitIds: string[] = [];
  const userIds: string[] = [];
  const userNumbers = new Map<string, number>();
  const starts = new Int32Array(rows.length + 1);
  const answerUsers = new Int32Array(rows.length);
  const texts = questions.map(() => new Array<string | null>(rows.length));
  let previous: string | undefined;
  rows.forEach((row, i) => {
    if (row.record_id !== previous) {
      starts[unitIds.length] = i;
      unitIds.push(row.record_id);
      previous = row.record_id;
    }
    let user = userNumbers.get(row.user_id);
    if (user === undefined) {
      user = userIds.push(row.user_id) - 1;
      userNumbers.set(row.user_id, user);
    }
    answerUsers[i] = user;
    for (let q = 0; q < texts.length; q++) (texts[q] as (string | null)[])[i] = row[`q${q}`] ?? null;
  });
  starts[unitIds.length] = rows.length;
  const unitStarts = starts.slice(0, unitIds.length + 1);
  // Annotators numbered in the order of their ids, whatever order the database gave the rows of a record in.
  const sortedIds = [...userIds].sort();
  const renumbered = Int32Array.from(userIds, (id) => sortedIds.indexOf(id));
  for (let i = 0; i < answerUsers.length; i++)
    answerUsers[i] = renumbered[answerUsers[i] as number] as number;
  sortByUser(unitStarts, answerUsers, texts);
  const units = texts.map((column) =>
    encodedUnits({ unitIds, userIds: sortedIds, starts: unitStarts, answerUsers, texts: column }),
  );
  const reviews = questions.map((): Record<string, unknown> => ({}));
  const byName = new Map(questions.map((q, i) => [q.name, reviews[i] as Record<string, unknown>]));
  for (const review of await acceptedReviewValues(db, datasetId)) {
    const gold = fromJson<WireResponseValues>(review.values) ?? {};
    for (const name in gold) {
      const reviewed = byName.get(name);
      if (reviewed) reviewed[review.record_id] = gold[name]?.value;
    }
  }
  return { units, reviews };
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
  const { units, reviews } = await gatherAnswers(db, dataset.id, questions);
  const input: QuestionAnswers[] = questions.map((question, i) => {
    const options = optionsOf(question);
    return {
      name: question.name,
      type: question.settings.type,
      ...(options ? { options } : {}),
      units: units[i] as EncodedUnits,
      review: reviews[i] as Record<string, unknown>,
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
