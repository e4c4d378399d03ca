import type { WireDocument } from '@marginalia/core';
import { serializeTimestamp } from '../common/time';
import type { DocumentsTable } from '../db/schema';

/** A document row as every read answers it (`DocumentListItem`). */
export function serializeDocument(row: DocumentsTable): WireDocument {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    url: row.url,
    file_name: row.file_name,
    reference: row.reference,
    pmid: row.pmid,
    doi: row.doi,
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
