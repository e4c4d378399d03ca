import {
  RECORDS_BULK_MAX_ITEMS,
  datasetCreateSchema,
  fieldCreateSchema,
  metadataPropertyCreateSchema,
  questionCreateSchema,
  recordsBulkCreateSchema,
  userCreateSchema,
  vectorSettingsCreateSchema,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config/server-config';
import type { Database } from '../db/schema';
import { createDataset, publishDataset } from '../datasets/datasets-service';
import { createField } from '../fields/fields-service';
import type { UserRow } from '../http/app-env';
import { createMetadataProperty } from '../metadata/metadata-service';
import { createQuestion } from '../questions/questions-service';
import { createRecordsBulk } from '../records/records-bulk-service';
import { findUserByUsername } from '../users/user-rows';
import { insertUser } from '../users/users-service';
import { createVectorSettings } from '../vectors/vector-settings-service';
import type { AppContext } from '../http/app-context';
import { createWorkspace, insertWorkspaceUser } from '../workspaces/workspaces-service';
import { DEMO_DATASET_SLUGS, readDemoDataset, type DemoRecord } from './demo-dataset-file';
import { ensureOwner } from './ensure-owner';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoSchemaFiles, withSchemaVersions, type DemoSchemaVersions } from './demo-schema-files';
import type { ObjectStore } from '../storage/object-store';

/** The demo annotator's credentials (printed at startup). */
export const DEMO_ANNOTATOR = { username: 'annotator', password: '12345678' } as const;

/** Name of the demo workspace. */
export const DEMO_WORKSPACE = 'demo';

/**
 * The workspace of the demo datasets with Extralit's table fields and questions, with their schema files and
 * papers. Argilla's Python SDK cannot parse those types, so they live apart: every dataset of `demo` reads with
 * Argilla's SDK and with Extralit's clients (docs/migrating-from-argilla.md).
 */
export const DEMO_EXTRACTION_WORKSPACE = 'extraction';

/** The demo datasets seeded into `DEMO_EXTRACTION_WORKSPACE`. */
const EXTRACTION_SLUGS: ReadonlySet<string> = new Set(['trial-outcomes', 'paper-extraction']);

/** What seeding did. */
export interface SeedResult {
  seeded: boolean;
  datasets: { id: string; name: string; records: number }[];
}

/** Replaces question names in demo suggestions by the ids the questions got. */
function toRecordCreate(
  record: DemoRecord,
  questionIds: Map<string, string>,
  schemaVersions: DemoSchemaVersions,
): unknown {
  return {
    external_id: record.external_id,
    fields: record.fields,
    metadata: record.metadata ?? null,
    vectors: record.vectors,
    suggestions: record.suggestions.map(({ question, ...suggestion }) => {
      const id = questionIds.get(question);
      if (!id) throw new Error(`demo suggestion names unknown question '${question}'`);
      return { ...suggestion, value: withSchemaVersions(suggestion.value, schemaVersions), question_id: id };
    }),
  };
}

async function seedDataset(
  db: Kysely<Database>,
  owner: UserRow,
  workspaceId: string,
  slug: string,
  schemaVersions: DemoSchemaVersions,
  context: AppContext,
): Promise<SeedResult['datasets'][number]> {
  const { settings, records } = readDemoDataset(slug);
  const dataset = await createDataset(
    db,
    owner,
    datasetCreateSchema.parse({ ...settings.dataset, workspace_id: workspaceId }),
  );
  for (const field of settings.fields)
    await createField(db, owner, dataset.id, fieldCreateSchema.parse(field));
  const questionIds = new Map<string, string>();
  for (const question of settings.questions) {
    const created = await createQuestion(db, owner, dataset.id, questionCreateSchema.parse(question));
    questionIds.set(created.name, created.id);
  }
  for (const property of settings.metadata_properties) {
    await createMetadataProperty(db, owner, dataset.id, metadataPropertyCreateSchema.parse(property));
  }
  for (const vector of settings.vectors_settings) {
    await createVectorSettings(db, owner, dataset.id, vectorSettingsCreateSchema.parse(vector), context);
  }
  await publishDataset(db, owner, dataset.id);
  for (let i = 0; i < records.length; i += RECORDS_BULK_MAX_ITEMS) {
    const items = records
      .slice(i, i + RECORDS_BULK_MAX_ITEMS)
      .map((r) => toRecordCreate(r, questionIds, schemaVersions));
    await createRecordsBulk(db, owner, dataset.id, recordsBulkCreateSchema.parse({ items }));
  }
  return { id: dataset.id, name: dataset.name, records: records.length };
}

/**
 * Seeds a fresh database with demo content: the owner, an `annotator` user, the `demo` and `extraction`
 * workspaces with both as members and the demo datasets from `demo-data/`, the table datasets in `extraction`
 * (with `storage`, also the schema files of the reference-table demo and the papers of the documents demo, with
 * their segments, there too). Everything goes through the same services
 * and schemas as the API. Runs only while the database has no workspace, so a second start is a no-op.
 *
 * @example
 * await seedDemoData(db, config.owner, createAppContext());
 */
export async function seedDemoData(
  db: Kysely<Database>,
  ownerConfig: ServerConfig['owner'],
  context: AppContext,
  storage?: ObjectStore,
): Promise<SeedResult> {
  const owner = await ensureOwner(db, ownerConfig);
  const anyWorkspace = await db.selectFrom('workspaces').select('id').executeTakeFirst();
  if (anyWorkspace) return { seeded: false, datasets: [] };

  const annotator =
    (await findUserByUsername(db, DEMO_ANNOTATOR.username)) ??
    (await insertUser(
      db,
      userCreateSchema.parse({
        ...DEMO_ANNOTATOR,
        first_name: 'Annie',
        last_name: 'Tator',
        role: 'annotator',
      }),
    ));
  const demoWorkspace = async (name: string) => {
    const created = await createWorkspace(db, owner, name);
    await insertWorkspaceUser(db, created.id, owner.id);
    await insertWorkspaceUser(db, created.id, annotator.id);
    return created;
  };
  const workspace = await demoWorkspace(DEMO_WORKSPACE);
  const extraction = await demoWorkspace(DEMO_EXTRACTION_WORKSPACE);

  const datasets: SeedResult['datasets'] = [];
  try {
    // The reference-table demo's schema files (two versions) go to the workspace's bucket first.
    const schemaVersions = storage
      ? await seedDemoSchemaFiles(storage, extraction.name)
      : new Map<string, string>();
    for (const slug of DEMO_DATASET_SLUGS) {
      const workspaceId = EXTRACTION_SLUGS.has(slug) ? extraction.id : workspace.id;
      datasets.push(await seedDataset(db, owner, workspaceId, slug, schemaVersions, context));
    }
    // The papers the `paper-extraction` records name (by pmid and reference).
    if (storage) await seedDemoDocuments(db, storage, owner, extraction.id);
  } catch (error) {
    // Services commit step by step; removing the workspaces (datasets cascade) lets the next start retry.
    await db.deleteFrom('workspaces').where('id', 'in', [workspace.id, extraction.id]).execute();
    throw error;
  }
  return { seeded: true, datasets };
}
