import { pyRepr, type QuestionCreateParsed, type QuestionUpdateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database, QuestionsTable } from '../db/schema';
import { assertUniqueChildName, writableChild, writableDatasetForChild } from '../datasets/dataset-children';
import { getReadableDataset } from '../datasets/datasets-service';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { mergeQuestionSettings } from './question-settings-update';
import {
  deleteChildRow,
  fieldsOfDataset,
  questionSettingsOf,
  questionsOfDataset,
} from '../datasets/dataset-child-rows';
import { insertQuestion, updateQuestionRow } from './question-rows';
import { HISTORY_CONTEXT, type HistoryContext } from '../history/history-log';
import { recordedWrite, settingsChange } from '../history/recorded-write';
import { serializeQuestion } from './question-serializer';

/** `GET /datasets/{id}/questions`: read access. */
export async function listQuestions(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<QuestionsTable[]> {
  await getReadableDataset(db, actor, datasetId);
  return questionsOfDataset(db, datasetId);
}

/** Span questions need an existing field that no other span question uses. */
async function checkSpanField(db: Kysely<Database>, datasetId: string, field: string): Promise<void> {
  const fields = await fieldsOfDataset(db, datasetId);
  if (!fields.some((f) => f.name === field)) {
    throw new UnprocessableEntityError(
      `'${field}' is not a valid field name.\nValid field names are ${pyRepr(fields.map((f) => f.name))}`,
    );
  }
  for (const question of await questionsOfDataset(db, datasetId)) {
    const settings = questionSettingsOf(question);
    if (settings.type === 'span' && settings.field === field) {
      throw new UnprocessableEntityError(
        `'${field}' is already used by span question with name '${question.name}'`,
      );
    }
  }
}

/** `POST /datasets/{id}/questions`: write access, draft datasets only, unique names, valid settings. */
export async function createQuestion(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: QuestionCreateParsed,
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<QuestionsTable> {
  await writableDatasetForChild(db, actor, datasetId, {
    refusedWhenPublished: 'questions cannot be created for a published dataset',
  });
  await assertUniqueChildName(db, 'questions', datasetId, input.name, 'Question');
  if (input.settings.type === 'span') await checkSpanField(db, datasetId, input.settings.field);
  const values = {
    name: input.name,
    title: input.title,
    description: input.description,
    required: input.required,
    settings: input.settings,
    dataset_id: datasetId,
  };
  return recordedWrite(
    db,
    history,
    (trx) => insertQuestion(trx, values),
    (question) =>
      settingsChange(
        { userId: actor.id, datasetId },
        'question',
        question.id,
        null,
        serializeQuestion(question),
      ),
  );
}

/** `PATCH /questions/{id}`: title, description and mergeable settings; name and required never change. */
export async function updateQuestion(
  db: Kysely<Database>,
  actor: UserRow,
  questionId: string,
  input: QuestionUpdateParsed,
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<QuestionsTable> {
  const { row: question } = await writableChild(db, actor, 'questions', questionId);
  const settings = input.settings
    ? mergeQuestionSettings(questionSettingsOf(question), input.settings)
    : questionSettingsOf(question);
  const changes = {
    title: input.title ?? question.title,
    description: input.description !== undefined ? input.description : question.description,
    settings,
  };
  const author = { userId: actor.id, datasetId: question.dataset_id };
  return recordedWrite(
    db,
    history,
    (trx) => updateQuestionRow(trx, question, changes),
    (updated) =>
      settingsChange(
        author,
        'question',
        question.id,
        serializeQuestion(question),
        serializeQuestion(updated),
      ),
  );
}

/** `DELETE /questions/{id}`: not on published datasets. */
export async function deleteQuestion(
  db: Kysely<Database>,
  actor: UserRow,
  questionId: string,
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<QuestionsTable> {
  const { row: question } = await writableChild(db, actor, 'questions', questionId, {
    refusedWhenPublished: 'questions cannot be deleted for a published dataset',
  });
  const author = { userId: actor.id, datasetId: question.dataset_id };
  return recordedWrite(
    db,
    history,
    async (trx) => {
      await deleteChildRow(trx, 'questions', questionId);
      return question;
    },
    () => settingsChange(author, 'question', question.id, serializeQuestion(question), null),
  );
}
