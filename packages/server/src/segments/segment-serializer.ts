import type { WireSegment } from '@marginalia/core';
import type { DocumentSegmentsTable } from '../db/schema';

/** A segment as `GET /models/segments/` answers it. */
export function serializeSegment(row: DocumentSegmentsTable): WireSegment {
  return { doc_id: row.document_id, header: row.header, page_number: row.page_number, type: row.type };
}
