import type { Kysely, Migration } from 'kysely';

/**
 * Pre-annotation runs (issue 30): one row per `model-suggestions` job with what its progress shows. `cursor` is the
 * id of the last record of the last batch written (records are taken in id order), so a resumed run or a run
 * restarted after a crash continues after it; `cancel_requested` is how `POST …/cancel` stops a running job
 * between two records; `resumed_by` the job that continues a canceled or failed one (it is resumed once); `errors` is the JSON list of the latest problems (record, question, message).
 */
export const modelSuggestionRunsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('model_suggestion_runs')
      .addColumn('job_id', 'text', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('model_name', 'text', (c) => c.notNull())
      .addColumn('cursor', 'text')
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('prompt_tokens', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('completion_tokens', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cost', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('resumed_by', 'text')
      .addColumn('errors', 'text', (c) => c.notNull())
      .addColumn('inserted_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('model_suggestion_runs_dataset_id_idx')
      .on('model_suggestion_runs')
      .column('dataset_id')
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('model_suggestion_runs').execute();
  },
};
