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
import {
  datasetDigests,
  digestAnswerTexts,
  digestUsers,
  type AnswerDigest,
} from '../record-answers/record-answers-rows';
import { acceptedReviewValues, usernamesOf } from '../review/review-rows';
import { IntColumn } from './int-column';
import { reviewQuestionsOf } from '../review/review-serializer';

function optionsOf(question: QuestionRule): (string | number)[] | undefined {
  const { settings } = question;
  if (!('options' in settings) || !Array.isArray(settings.options)) return undefined;
  return settings.options.map((o) => (o as { value: string | number }).value);
}

/**
 * Decodes each distinct text once: equal texts give the same (shared) result. The same text as the one before is
 * recognised without a lookup (a dataset's records mostly have the same annotators, one after the other). Up to
 * `limit` texts are remembered; once that many are and most lookups still miss (lists that rarely repeat, such as
 * multi-label answers), texts are decoded without looking them up: hashing each one would cost more than it saves.
 */
function decodedOnce<T>(decode: (text: string) => T, limit = 4096): (text: string) => T {
  const known = new Map<string, T>();
  let lastText: string | undefined;
  let last: T | undefined;
  let lookups = 0;
  let hits = 0;
  let remember = true;
  return (text) => {
    if (text === lastText) return last as T;
    let decoded = remember ? known.get(text) : undefined;
    if (decoded === undefined) {
      decoded = decode(text);
      if (remember && known.size < limit) known.set(text, decoded);
    } else hits += 1;
    if (remember && ++lookups >= 2 * limit) remember = hits * 2 >= lookups;
    lastText = text;
    last = decoded;
    return decoded;
  };
}

/**
 * Every question's submitted answers of a dataset as encoded units, read from the records' answer digests (one row
 * per record, records in insertion order, each record's annotators by id; annotators numbered in the order of
 * their ids), and the gold answers of the accepted reviews by record id. A digest's annotators and each question's
 * answers repeat from record to record: each distinct text is decoded once, and each answer is given to the core by
 * its number among the question's distinct texts.
 */
async function gatherAnswers(
  db: Kysely<Database>,
  datasetId: string,
  questions: readonly QuestionRule[],
): Promise<{ units: EncodedUnits[]; reviews: Record<string, unknown>[] }> {
  const unitIds: string[] = [];
  const userIds: string[] = [];
  const userNumbers = new Map<string, number>();
  const starts = new IntColumn();
  starts.push(0);
  const answerUsers = new IntColumn();
  // Per question, the distinct answer texts and each answer's number among them (−1 for none).
  const distinct = questions.map(() => ({ texts: [] as string[], numbers: new Map<string, number>() }));
  const answerTexts = questions.map(() => new IntColumn());
  // Decoded lists are plain arrays of small integers: a typed array per list (one per record for lists that rarely
  // repeat) costs an array buffer each for the collector to track.
  const usersOf = decodedOnce((users) =>
    digestUsers(users).map((userId) => {
      let user = userNumbers.get(userId);
      if (user === undefined) {
        user = userIds.push(userId) - 1;
        userNumbers.set(userId, user);
      }
      return user;
    }),
  );
  const answersOf = distinct.map((column) =>
    decodedOnce((answers) =>
      digestAnswerTexts(answers).map((text) => {
        if (text === null) return -1;
        let number = column.numbers.get(text);
        if (number === undefined) {
          number = column.texts.push(text) - 1;
          column.numbers.set(text, number);
        }
        return number;
      }),
    ),
  );
  const names = questions.map((question) => question.name);
  for await (const page of datasetDigests(db, datasetId)) {
    const { recordIds, digests } = page;
    for (let d = 0; d < digests.length; d++) {
      const digest = digests[d] as AnswerDigest;
      unitIds.push(recordIds[d] as string);
      const users = usersOf(digest.users);
      for (let i = 0; i < users.length; i++) answerUsers.push(users[i] as number);
      for (let q = 0; q < names.length; q++) {
        const column = answerTexts[q] as IntColumn;
        const answers = digest.answers[names[q] as string];
        if (answers === undefined) {
          for (let i = 0; i < users.length; i++) column.push(-1);
          continue;
        }
        const read = (answersOf[q] as (text: string) => number[])(answers);
        for (let i = 0; i < users.length; i++) column.push(i < read.length ? (read[i] as number) : -1);
      }
      starts.push(answerUsers.length);
    }
  }
  // Each record's annotators are in id order already; numbered by id, they stay in ascending order.
  const sortedIds = [...userIds].sort();
  const numberOf = new Map(sortedIds.map((id, i) => [id, i]));
  const renumbered = Int32Array.from(userIds, (id) => numberOf.get(id) as number);
  const users = answerUsers.values().map((user) => renumbered[user] as number);
  const unitStarts = starts.values();
  const units = questions.map((_, q) =>
    encodedUnits({
      unitIds,
      userIds: sortedIds,
      starts: unitStarts,
      answerUsers: users,
      texts: (distinct[q] as { texts: string[] }).texts,
      answerTexts: (answerTexts[q] as IntColumn).values(),
    }),
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
