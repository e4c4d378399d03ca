import type { Kysely } from 'kysely';
import type { Database, DocumentsTable } from '../db/schema';

/** The `documents` table's row layer: the SQL the documents code runs, with no rule and no authorization. */

/** A document row with its workspace's name (its file bucket), as the reads answer it. */
export type DocumentWithWorkspace = DocumentsTable & { workspace_name: string };

/** The documents with their workspace's name. */
function selectDocuments(db: Kysely<Database>) {
  return db
    .selectFrom('documents')
    .innerJoin('workspaces', 'workspaces.id', 'documents.workspace_id')
    .selectAll('documents')
    .select('workspaces.name as workspace_name');
}

/** A document with its workspace's name, by id. */
export function documentById(db: Kysely<Database>, id: string): Promise<DocumentWithWorkspace | undefined> {
  return selectDocuments(db).where('documents.id', '=', id).executeTakeFirst();
}

/** The oldest document with a PubMed id, among a user's workspaces (every workspace when `memberId` is null). */
export function oldestDocumentWithPmid(
  db: Kysely<Database>,
  pmid: string,
  memberId: string | null,
): Promise<DocumentWithWorkspace | undefined> {
  let query = selectDocuments(db).where('documents.pmid', '=', pmid);
  if (memberId !== null)
    query = query
      .innerJoin('workspaces_users', 'workspaces_users.workspace_id', 'documents.workspace_id')
      .where('workspaces_users.user_id', '=', memberId);
  return query.orderBy('documents.inserted_at').executeTakeFirst();
}

/** A workspace's documents, by creation. */
export function documentsOfWorkspace(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<DocumentWithWorkspace[]> {
  return selectDocuments(db)
    .where('documents.workspace_id', '=', workspaceId)
    .orderBy('documents.inserted_at')
    .orderBy('documents.id')
    .execute();
}

/** The keys a document is found by again. */
export interface DocumentKeys {
  id: string;
  pmid: string | null;
  doi: string | null;
  url: string | null;
  reference: string | null;
}

/** The workspace's oldest document with any of the keys (those not null), or with the same PDF bytes. */
export function oldestDocumentWithAnyKey(
  db: Kysely<Database>,
  workspaceId: string,
  keys: DocumentKeys,
  fileHash: string | null,
): Promise<DocumentsTable | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where((eb) => {
      const matches = [eb('id', '=', keys.id)];
      for (const key of ['pmid', 'doi', 'url', 'reference'] as const) {
        const value = keys[key];
        if (value !== null) matches.push(eb(key, '=', value));
      }
      if (fileHash !== null) matches.push(eb('file_hash', '=', fileHash));
      return eb.or(matches);
    })
    .orderBy('inserted_at')
    .executeTakeFirst();
}

/** The id of another document of the workspace whose `key` has that value, if any. */
export async function otherDocumentWithKey(
  db: Kysely<Database>,
  document: Pick<DocumentsTable, 'id' | 'workspace_id'>,
  key: 'pmid' | 'doi' | 'reference',
  value: string,
): Promise<string | undefined> {
  const other = await db
    .selectFrom('documents')
    .select('id')
    .where('workspace_id', '=', document.workspace_id)
    .where(key, '=', value)
    .where('id', '<>', document.id)
    .executeTakeFirst();
  return other?.id;
}

/** The ids of a workspace's documents whose columns equal every value given (all of them when none is). */
export async function documentIdsMatching(
  db: Kysely<Database>,
  workspaceId: string,
  filter: Partial<Record<'id' | 'url' | 'pmid' | 'doi', string | undefined>>,
): Promise<string[]> {
  let query = db.selectFrom('documents').select('id').where('workspace_id', '=', workspaceId);
  for (const key of ['id', 'url', 'pmid', 'doi'] as const) {
    const value = filter[key];
    if (value !== undefined) query = query.where(key, '=', value);
  }
  return (await query.execute()).map((row) => row.id);
}

/** Inserts a document row as given. */
export async function insertDocument(db: Kysely<Database>, row: DocumentsTable): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

/** Writes changes to a document, `updated_at` among them (its id and workspace never change). */
export async function updateDocumentRow(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Omit<DocumentsTable, 'id' | 'workspace_id' | 'inserted_at'>>,
): Promise<void> {
  await db.updateTable('documents').set(changes).where('id', '=', id).execute();
}

/** Deletes documents by id; their segments go with them (foreign keys cascade). */
export async function deleteDocumentRows(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  await db.deleteFrom('documents').where('id', 'in', ids).execute();
}
