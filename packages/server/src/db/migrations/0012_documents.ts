import type { Kysely, Migration } from 'kysely';

/**
 * Documents (papers records point at) and their segments. A document belongs to a workspace; its PDF, when
 * uploaded, is the object `pdf/<id>` of the workspace bucket and `file_hash` is that PDF's MD5, so the same
 * bytes uploaded again find the document. Segments are computed from the PDF on upload and kept in reading
 * order (`position`) with their text, which the model fill-in reads.
 */
export const documentsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
      .addColumn('url', 'text')
      .addColumn('file_name', 'text')
      .addColumn('reference', 'text')
      .addColumn('pmid', 'text')
      .addColumn('doi', 'text')
      .addColumn('file_hash', 'text')
      .addColumn('inserted_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('documents_workspace_id_idx')
      .on('documents')
      .columns(['workspace_id', 'inserted_at'])
      .execute();
    await db.schema.createIndex('documents_pmid_idx').on('documents').column('pmid').execute();
    await db.schema
      .createIndex('documents_workspace_reference_idx')
      .on('documents')
      .columns(['workspace_id', 'reference'])
      .execute();

    await db.schema
      .createTable('document_segments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('header', 'text')
      .addColumn('level', 'integer')
      .addColumn('page_number', 'integer')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('document_segments_document_position_idx')
      .on('document_segments')
      .columns(['document_id', 'position'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('document_segments').execute();
    await db.schema.dropTable('documents').execute();
  },
};
