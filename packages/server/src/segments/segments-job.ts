import { PDF_PREFIX, type SegmentsStatus } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { jobPayloadOf, latestJobStatusWithPayload } from '../jobs/job-rows';
import { dialectOf } from '../db/database';
import { isForeignKeyViolation } from '../db/foreign-key-violation';
import type { Database } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { JobCanceled, JobFailure, type JobHandler } from '../jobs/job-runner';
import { insertJob } from '../jobs/jobs-service';
import type { ObjectStore } from '../storage/object-store';
import { computeSegments } from './compute-segments';
import type { ComputedSegment } from './pdf-segments';
import { UnreadablePdfError } from './pdf-text-lines';
import { replaceSegments } from './segment-rows';

/** What a segments job is asked: the document whose stored PDF it reads. */
interface SegmentsJobPayload {
  document_id: string;
}

function segmentsPayload(documentId: string): SegmentsJobPayload {
  return { document_id: documentId };
}

/**
 * Where a document's segments stand, from its latest segments job: `pending` while it is queued or running,
 * `failed` when it failed, `ready` otherwise (ended, or never queued: a document without a PDF).
 */
export async function segmentsStatus(db: Kysely<Database>, documentId: string): Promise<SegmentsStatus> {
  const latest = await latestJobStatusWithPayload(db, 'segments', segmentsPayload(documentId));
  if (latest === 'queued' || latest === 'started') return 'pending';
  return latest === 'failed' ? 'failed' : 'ready';
}

/**
 * Queues the computation of a document's segments from its stored PDF (a `segments` job, its state read with
 * `GET /jobs/{id}`), so the upload answers as soon as the PDF is stored. Answers the job's id.
 */
export async function queueSegmentsJob(
  db: Kysely<Database>,
  jobs: JobQueue,
  input: { documentId: string; userId: string },
): Promise<string> {
  const job = await insertJob(db, { type: 'segments', datasetId: null, userId: input.userId, payload: segmentsPayload(input.documentId) });
  await jobs.enqueue(job);
  return job.id;
}

/** The reason a segments job whose document is gone ends `canceled` with. */
export function documentGoneReason(documentId: string): string {
  return `Document ${documentId} was deleted before its segments were stored; nothing was stored`;
}

/**
 * Stores a document's segments in one transaction, unless the document is gone: false then, with nothing
 * written. PostgreSQL locks the document's row first, so a delete running meanwhile waits and then removes the
 * new rows with it; a delete that won the race shows as a foreign-key violation on either database, which here
 * means "gone", never a failure.
 */
async function storeSegmentsIfPresent(
  db: Kysely<Database>,
  documentId: string,
  segments: readonly ComputedSegment[],
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('documents').select('id').where('id', '=', documentId);
      if (dialectOf(db) === 'postgres') query = query.forKeyShare();
      if (!(await query.executeTakeFirst())) return false;
      await replaceSegments(trx, documentId, segments);
      return true;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/**
 * The `segments` job: reads the document's PDF from its workspace bucket, computes its sections and replaces
 * the stored ones. A document deleted before or while this runs ends the job `canceled` with a clear reason
 * and nothing stored.
 */
export function segmentsJobHandler(storage: ObjectStore): JobHandler {
  return async ({ db, job }) => {
    const { document_id: documentId } = jobPayloadOf<SegmentsJobPayload>(job);
    const document = await db
      .selectFrom('documents')
      .innerJoin('workspaces', 'workspaces.id', 'documents.workspace_id')
      .select(['documents.id', 'workspaces.name as workspace'])
      .where('documents.id', '=', documentId)
      .executeTakeFirst();
    if (!document) throw new JobCanceled(documentGoneReason(documentId));
    const pdf = await storage.get(document.workspace, `${PDF_PREFIX}${documentId}`);
    if (!pdf) {
      // The delete removes the row before the PDF: a missing PDF of a gone document is the same race.
      const still = await db.selectFrom('documents').select('id').where('id', '=', documentId).executeTakeFirst();
      if (!still) throw new JobCanceled(documentGoneReason(documentId));
      throw new JobFailure(`The PDF of document ${documentId} is not stored`);
    }
    let segments;
    try {
      ({ segments } = await computeSegments(pdf.body));
    } catch (error) {
      if (error instanceof UnreadablePdfError) throw new JobFailure(`The PDF is not readable: ${error.message}`);
      throw error;
    }
    if (!(await storeSegmentsIfPresent(db, documentId, segments))) throw new JobCanceled(documentGoneReason(documentId));
  };
}
