import type { Kysely, Migration } from 'kysely';

/** Users, workspaces and their membership. */
async function createAccountTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('workspaces_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('workspaces_users_workspace_id_user_id_key', ['workspace_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('workspaces_users_user_id_idx')
    .on('workspaces_users')
    .column('user_id')
    .execute();
}

/** Datasets and their settings: fields, questions, metadata properties, vector settings. */
async function createDatasetTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('datasets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('guidelines', 'text')
    .addColumn('allow_extra_metadata', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('distribution', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('datasets_workspace_id_name_key', ['workspace_id', 'name'])
    .execute();

  for (const table of ['fields', 'questions'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .$call((t) => (table === 'questions' ? t.addColumn('description', 'text') : t))
      .addColumn('required', 'integer', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('inserted_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint(`${table}_dataset_id_name_key`, ['dataset_id', 'name'])
      .execute();
  }

  await db.schema
    .createTable('metadata_properties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('visible_for_annotators', 'integer', (c) => c.notNull())
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('metadata_properties_dataset_id_name_key', ['dataset_id', 'name'])
    .execute();

  await db.schema
    .createTable('vectors_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('dimensions', 'integer', (c) => c.notNull())
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('vectors_settings_dataset_id_name_key', ['dataset_id', 'name'])
    .execute();
}

/** Records and what hangs below them: responses, suggestions. */
async function createRecordTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('external_id', 'text')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('shuffle_key', 'integer', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('records_dataset_id_external_id_key', ['dataset_id', 'external_id'])
    .execute();
  // Listing and the default search order scan a dataset's records by insertion; status filters the queue.
  await db.schema
    .createIndex('records_dataset_id_inserted_at_idx')
    .on('records')
    .columns(['dataset_id', 'inserted_at', 'id'])
    .execute();
  await db.schema
    .createIndex('records_dataset_id_status_idx')
    .on('records')
    .columns(['dataset_id', 'status'])
    .execute();

  await db.schema
    .createTable('responses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('values', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('responses_record_id_user_id_key', ['record_id', 'user_id'])
    .execute();
  // Metrics and the per-user queue look responses up by user.
  await db.schema
    .createIndex('responses_user_id_status_idx')
    .on('responses')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .createTable('suggestions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('score', 'text')
    .addColumn('agent', 'text')
    .addColumn('type', 'text')
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('suggestions_record_id_question_id_key', ['record_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('suggestions_question_id_idx')
    .on('suggestions')
    .column('question_id')
    .execute();
}

/** The vectors of records, one per vector setting. */
async function createVectorTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vectors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('vector_settings_id', 'text', (c) =>
      c.notNull().references('vectors_settings.id').onDelete('cascade'),
    )
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('vectors_record_id_vector_settings_id_key', ['record_id', 'vector_settings_id'])
    .execute();
  await db.schema
    .createIndex('vectors_vector_settings_id_idx')
    .on('vectors')
    .column('vector_settings_id')
    .execute();
}

/**
 * The initial schema. Only portable column types (text, integer) are used so one migration serves
 * SQLite and PostgreSQL; later migrations can add FTS5 / tsvector and pgvector structures beside it.
 */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await createAccountTables(db);
    await createDatasetTables(db);
    await createRecordTables(db);
    await createVectorTable(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'vectors',
      'suggestions',
      'responses',
      'records',
      'vectors_settings',
      'metadata_properties',
      'questions',
      'fields',
      'datasets',
      'workspaces_users',
      'workspaces',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
