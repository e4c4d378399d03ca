import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentCreateQuerySchema } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { createDocument } from '../documents/documents-service';
import type { UserRow } from '../http/app-env';
import type { ObjectStore } from '../storage/object-store';
import { demoDataDir } from './demo-dataset-file';

const demoDocumentsSchema = z.array(
  z.object({ file: z.string(), pmid: z.string(), doi: z.string(), reference: z.string() }),
);

/**
 * Uploads the demo papers (`demo-data/documents/*.pdf`, generated fictional trials listed in `documents.json`)
 * to the demo workspace through the document service, so their segments are computed as on any upload. The
 * `paper-extraction` demo records name them by pmid and reference. Answers the document ids.
 */
export async function seedDemoDocuments(
  db: Kysely<Database>,
  storage: ObjectStore,
  owner: UserRow,
  workspaceId: string,
): Promise<string[]> {
  const folder = join(demoDataDir(), 'documents');
  const papers = demoDocumentsSchema.parse(JSON.parse(readFileSync(join(folder, 'documents.json'), 'utf8')));
  const ids: string[] = [];
  for (const paper of papers) {
    const body = new Uint8Array(readFileSync(join(folder, paper.file)));
    const input = documentCreateQuerySchema.parse({
      workspace_id: workspaceId,
      pmid: paper.pmid,
      doi: paper.doi,
      reference: paper.reference,
      file_name: paper.file,
    });
    ids.push((await createDocument({ db, storage, user: owner }, input, { body, fileName: paper.file })).id);
  }
  return ids;
}
