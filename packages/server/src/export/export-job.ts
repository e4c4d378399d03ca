import { createRepo, HubApiError, uploadFiles, whoAmI } from '@huggingface/hub';
import type { Kysely } from 'kysely';
import type { DatasetExport, WireRecord } from '@marginalia/core';
import { fromBooleanColumn } from '../db/json-column';
import {
  fieldSettingsOf,
  metadataSettingsOf,
  questionSettingsOf,
  settingsTypeOf,
} from '../datasets/dataset-child-rows';
import { datasetDistribution } from '../datasets/dataset-rows';
import { jobPayloadOf } from '../jobs/job-rows';
import type { Database, DatasetsTable } from '../db/schema';
import { JobFailure, JobInterruptedError, type JobContext } from '../jobs/job-runner';
import { datasetCard, dataFilePath, layoutParquet } from './export-files';
import { exportRecords } from './export-records';
import {
  COMMENTS_COLUMN,
  hubLayout,
  RECORD_ATTRIBUTES,
  type ExportSettings,
  type LayoutComment,
  type LayoutReview,
} from './hub-layout';
import { datasetHasComments, exportedCommentsOf } from '../comments/comments-rows';
import { datasetHasReviews, exportedReviewsOf } from '../review/review-rows';

export const INVALID_TOKEN = 'The Hugging Face token is invalid';
export const READ_ONLY_TOKEN =
  'The Hugging Face token has no write permission: an export needs a token with write access';

type Settings = ExportSettings & { raw: Record<string, unknown> };

/**
 * `fetch` for the hub client that tries a request again when the connection failed before any answer (a
 * kept-alive connection the hub closed meanwhile); an answer, even an error status, is never retried.
 */
const hubFetch: typeof fetch = async (input, init) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(input, init);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
};

async function exportSettings(db: Kysely<Database>, dataset: DatasetsTable): Promise<Settings> {
  const of = (table: 'fields' | 'questions' | 'metadata_properties') =>
    db.selectFrom(table).selectAll().where('dataset_id', '=', dataset.id).orderBy('inserted_at').execute();
  const [fields, questions, metadata] = await Promise.all([
    of('fields'),
    of('questions'),
    of('metadata_properties'),
  ]);
  const vectors = await db
    .selectFrom('vectors_settings')
    .selectAll()
    .where('dataset_id', '=', dataset.id)
    .orderBy('inserted_at')
    .execute();
  return {
    fields: fields.map((f) => ({ name: f.name, type: settingsTypeOf(f) })),
    questions: questions.map((q) => ({ id: q.id, name: q.name, type: settingsTypeOf(q) })),
    metadata: metadata.map((m) => ({ name: m.name, type: settingsTypeOf(m) })),
    vectors: vectors.map((v) => ({ name: v.name })),
    // `.argilla/settings.json`, as the original's `to_disk` writes the settings beside the records.
    raw: {
      guidelines: dataset.guidelines,
      allow_extra_metadata: fromBooleanColumn(dataset.allow_extra_metadata),
      distribution: datasetDistribution(dataset),
      fields: fields.map((f) => ({
        name: f.name,
        title: f.title,
        required: fromBooleanColumn(f.required),
        settings: fieldSettingsOf(f),
      })),
      questions: questions.map((q) => ({
        name: q.name,
        title: q.title,
        description: q.description,
        required: fromBooleanColumn(q.required),
        settings: questionSettingsOf(q),
      })),
      metadata: metadata.map((m) => ({
        name: m.name,
        title: m.title,
        visible_for_annotators: fromBooleanColumn(m.visible_for_annotators),
        settings: metadataSettingsOf(m),
      })),
      vectors: vectors.map((v) => ({ name: v.name, title: v.title, dimensions: v.dimensions })),
    },
  };
}

/** Checks the token before anything is built: an unknown one or a read-only one fails the job clearly. */
async function checkToken(hubUrl: string, token: string): Promise<void> {
  let role: string | undefined;
  try {
    role = (await whoAmI({ hubUrl, accessToken: token, fetch: hubFetch })).auth.accessToken?.role;
  } catch (error) {
    if (error instanceof TypeError || (error instanceof HubApiError && error.statusCode === 401))
      throw new JobFailure(INVALID_TOKEN);
    throw new JobFailure(`The hub could not check the token (${(error as Error).message})`);
  }
  if (role === 'read') throw new JobFailure(READ_ONLY_TOKEN);
}

function hubFailure(action: string, error: unknown): JobFailure {
  if (error instanceof HubApiError && error.statusCode === 401) return new JobFailure(INVALID_TOKEN);
  if (error instanceof HubApiError && error.statusCode === 403)
    return new JobFailure(`${READ_ONLY_TOKEN} (${error.message})`);
  return new JobFailure(`The hub refused to ${action}: ${(error as Error).message}`);
}

/**
 * The records of a dataset page by page, with their reviews and comments: the review and comment columns only for
 * a dataset with reviews or comments, so other exports keep the original's layout exactly.
 */
async function readExportedRecords(
  db: Kysely<Database>,
  datasetId: string,
  signal: AbortSignal,
): Promise<{
  records: WireRecord[];
  reviews: Map<string, LayoutReview> | undefined;
  comments: Map<string, LayoutComment[]> | undefined;
}> {
  const records: WireRecord[] = [];
  const reviews = (await datasetHasReviews(db, datasetId)) ? new Map<string, LayoutReview>() : undefined;
  const comments = (await datasetHasComments(db, datasetId)) ? new Map<string, LayoutComment[]>() : undefined;
  for await (const page of exportRecords(db, datasetId)) {
    if (signal.aborted) throw new JobInterruptedError();
    records.push(...page);
    const ids = page.map((r) => r.id);
    if (reviews) for (const [id, review] of await exportedReviewsOf(db, ids)) reviews.set(id, review);
    if (comments) for (const [id, thread] of await exportedCommentsOf(db, ids)) comments.set(id, thread);
  }
  return { records, reviews, comments };
}

/**
 * The work of an export job: writes the dataset's records with their responses and suggestions as one parquet
 * file in the original's `to_hub` layout, creates the repository (private or public; an existing one is
 * updated) and uploads the file, the dataset card and the settings with `@huggingface/hub`. The token lives in
 * memory only and appears in no message.
 */
export async function runExportJob({ db, config, job, secret, signal }: JobContext): Promise<void> {
  if (!secret) throw new JobFailure(INVALID_TOKEN);
  const body = jobPayloadOf<Required<Omit<DatasetExport, 'token'>>>(job);
  const dataset = await db
    .selectFrom('datasets')
    .selectAll()
    .where('id', '=', job.dataset_id ?? '')
    .executeTakeFirst();
  if (!dataset) throw new JobFailure('The dataset was deleted before its export ended');
  const { hubUrl } = config.hub;
  await checkToken(hubUrl, secret);

  const settings = await exportSettings(db, dataset);
  const clash = [...settings.fields, ...settings.metadata].find((c) =>
    (RECORD_ATTRIBUTES as readonly string[]).includes(c.name),
  );
  if (clash)
    throw new JobFailure(
      `\`${clash.name}\` is the name of a record attribute in the hub layout (${RECORD_ATTRIBUTES.join(', ')}), so it cannot be exported as a column`,
    );
  const { records, reviews, comments } = await readExportedRecords(db, dataset.id, signal);
  if (comments && [...settings.fields, ...settings.metadata].some((c) => c.name === COMMENTS_COLUMN))
    throw new JobFailure(
      `\`${COMMENTS_COLUMN}\` is the name of the comments column in the hub layout, so it cannot be exported as a column`,
    );
  const parquet = layoutParquet(hubLayout(records, settings, reviews, comments), records.length);

  const repo = { type: 'dataset' as const, name: body.name };
  try {
    await createRepo({ repo, hubUrl, accessToken: secret, private: body.private, fetch: hubFetch });
  } catch (error) {
    // An existing repository is updated, like `push_to_hub`.
    if (!(error instanceof HubApiError && error.statusCode === 409))
      throw hubFailure(`create \`${body.name}\``, error);
  }
  const text = (value: string) => new Blob([value], { type: 'text/plain' });
  try {
    await uploadFiles({
      repo,
      hubUrl,
      fetch: hubFetch,
      accessToken: secret,
      commitTitle: `Export ${records.length} records from Marginalia`,
      files: [
        {
          path: dataFilePath(body.subset, body.split),
          content: new Blob([parquet as Uint8Array<ArrayBuffer>]),
        },
        {
          path: 'README.md',
          content: text(datasetCard(body.name, dataset, body.subset, body.split, records.length, settings)),
        },
        { path: '.argilla/settings.json', content: text(JSON.stringify(settings.raw, null, 2)) },
        {
          path: '.argilla/dataset.json',
          content: text(
            JSON.stringify({ id: dataset.id, name: dataset.name, status: dataset.status }, null, 2),
          ),
        },
      ],
    });
  } catch (error) {
    throw hubFailure(`take the upload to \`${body.name}\``, error);
  }
}
