import {
  pyRepr,
  visibleOptionsMessage,
  type QuestionCreateParsed,
  type QuestionUpdateParsed,
  type WireQuestionSettings,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import { newId } from '../common/ids';
import { toBooleanColumn, toJson } from '../common/json-column';
import { nowTimestamp } from '../common/time';
import type { Database, QuestionsTable } from '../db/schema';
import { assertCanWrite } from '../auth/permissions';
import { getDatasetOrThrow, getReadableDataset, getWritableDataset } from '../datasets/datasets-service';
import { ConflictError, NotFoundError, UnprocessableEntityError } from '../errors/api-errors';
import { fieldsOfDataset } from '../fields/fields-service';
import type { UserRow } from '../http/app-env';
import { questionSettings } from './question-serializer';

/** The questions of a dataset in creation order (no authorization). */
export async function questionsOfDataset(db: Kysely<Database>, datasetId: string): Promise<QuestionsTable[]> {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('inserted_at')
    .orderBy('id')
    .execute();
}

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
    const settings = questionSettings(question);
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
): Promise<QuestionsTable> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  if (dataset.status === 'ready')
    throw new UnprocessableEntityError('questions cannot be created for a published dataset');
  const duplicate = await db
    .selectFrom('questions')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .where('name', '=', input.name)
    .executeTakeFirst();
  if (duplicate)
    throw new ConflictError(
      `Question with name \`${input.name}\` already exists for dataset with id \`${datasetId}\``,
    );
  if (input.settings.type === 'span') await checkSpanField(db, datasetId, input.settings.field);
  const now = nowTimestamp();
  const row: QuestionsTable = {
    id: newId(),
    name: input.name,
    title: input.title,
    description: input.description,
    required: toBooleanColumn(input.required),
    settings: toJson(input.settings),
    dataset_id: datasetId,
    inserted_at: now,
    updated_at: now,
  };
  await db.insertInto('questions').values(row).execute();
  return row;
}

async function getWritableQuestion(
  db: Kysely<Database>,
  actor: UserRow,
  questionId: string,
): Promise<QuestionsTable> {
  const question = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', questionId)
    .executeTakeFirst();
  if (!question) throw NotFoundError.byId('Question', questionId);
  const dataset = await getDatasetOrThrow(db, question.dataset_id);
  await assertCanWrite(db, actor, dataset.workspace_id);
  return question;
}

/** Applies a settings update onto stored settings following the per-type rules of contract §10. */
function mergeSettings(
  stored: WireQuestionSettings,
  update: NonNullable<QuestionUpdateParsed['settings']>,
): WireQuestionSettings {
  if (update.type !== stored.type) {
    throw new UnprocessableEntityError(
      `question type cannot be changed. expected '${stored.type}' but got '${update.type}'`,
    );
  }
  switch (stored.type) {
    case 'text':
      return {
        ...stored,
        use_markdown: update.use_markdown ?? stored.use_markdown,
        use_table: update.use_table ?? stored.use_table,
      };
    case 'label_selection':
    case 'dynamic_label_selection':
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
    case 'span': {
      const merged = { ...stored } as typeof stored & {
        options_order?: 'natural' | 'suggestion';
        allow_overlapping?: boolean;
      };
      if (update.options) {
        if (update.options.length !== stored.options.length) {
          throw new UnprocessableEntityError(
            `the number of options cannot be modified. expected ${stored.options.length} but got ${update.options.length}`,
          );
        }
        const known = new Set(stored.options.map((o) => o.value));
        const unexpected = update.options.map((o) => o.value).filter((v) => !known.has(v));
        if (unexpected.length > 0) {
          throw new UnprocessableEntityError(
            `the option values cannot be modified. found unexpected option values: ${pyRepr(unexpected)}`,
          );
        }
        merged.options = update.options;
      }
      if (update.visible_options !== undefined) {
        if (update.visible_options !== null && update.visible_options > merged.options.length) {
          throw new UnprocessableEntityError(visibleOptionsMessage(merged.options.length));
        }
        merged.visible_options = update.visible_options;
      }
      if (stored.type === 'multi_label_selection' || stored.type === 'dynamic_multi_label_selection') {
        if (update.options_order) merged.options_order = update.options_order;
      }
      if (stored.type === 'span' && update.allow_overlapping !== undefined) {
        if (stored.allow_overlapping && !update.allow_overlapping) {
          throw new UnprocessableEntityError("'allow_overlapping' cannot be changed from true to false");
        }
        merged.allow_overlapping = update.allow_overlapping;
      }
      return merged;
    }
    default:
      return stored;
  }
}

/** `PATCH /questions/{id}`: title, description and mergeable settings; name and required never change. */
export async function updateQuestion(
  db: Kysely<Database>,
  actor: UserRow,
  questionId: string,
  input: QuestionUpdateParsed,
): Promise<QuestionsTable> {
  const question = await getWritableQuestion(db, actor, questionId);
  const settings = input.settings
    ? mergeSettings(questionSettings(question), input.settings)
    : questionSettings(question);
  const updated: QuestionsTable = {
    ...question,
    title: input.title ?? question.title,
    description: input.description !== undefined ? input.description : question.description,
    settings: toJson(settings),
    updated_at: nowTimestamp(),
  };
  await db
    .updateTable('questions')
    .set({
      title: updated.title,
      description: updated.description,
      settings: updated.settings,
      updated_at: updated.updated_at,
    })
    .where('id', '=', questionId)
    .execute();
  return updated;
}

/** `DELETE /questions/{id}`: not on published datasets. */
export async function deleteQuestion(
  db: Kysely<Database>,
  actor: UserRow,
  questionId: string,
): Promise<QuestionsTable> {
  const question = await getWritableQuestion(db, actor, questionId);
  const dataset = await getDatasetOrThrow(db, question.dataset_id);
  if (dataset.status === 'ready')
    throw new UnprocessableEntityError('questions cannot be deleted for a published dataset');
  await db.deleteFrom('questions').where('id', '=', questionId).execute();
  return question;
}
