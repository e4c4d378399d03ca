import type { SegmentType } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { newId } from '../common/ids';
import type { Database, DocumentSegmentsTable } from '../db/schema';
import type { ComputedSegment } from './pdf-segments';

/** The `document_segments` table's row layer: a document's segments written and read in reading order. */

/** Rows per insert: SQLite allows 32,766 bound values, PostgreSQL 65,535; a segment row binds 8. */
const INSERT_BATCH = 500;

/** Replaces a document's segments by `segments`, in reading order. Run it inside the document's transaction. */
export async function replaceSegments(
  db: Kysely<Database>,
  documentId: string,
  segments: readonly ComputedSegment[],
): Promise<void> {
  await db.deleteFrom('document_segments').where('document_id', '=', documentId).execute();
  const rows: DocumentSegmentsTable[] = segments.map((segment, position) => ({
    id: newId(),
    document_id: documentId,
    position,
    header: segment.header,
    level: segment.level,
    page_number: segment.page_number,
    type: segment.type,
    text: segment.text,
  }));
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db
      .insertInto('document_segments')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
}

/** What to read of a document's segments. */
export interface SegmentFilter {
  /** Kinds left out. */
  excludeTypes?: readonly SegmentType[];
  limit?: number;
}

/** A document's segments in reading order, with their text. */
export async function readSegments(
  db: Kysely<Database>,
  documentId: string,
  filter: SegmentFilter = {},
): Promise<DocumentSegmentsTable[]> {
  let query = db
    .selectFrom('document_segments')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('position');
  if (filter.excludeTypes && filter.excludeTypes.length > 0)
    query = query.where('type', 'not in', [...filter.excludeTypes]);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.execute();
}
