import { PDF_PREFIX } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { fromJsonRequired } from '../common/json-column';
import type { Database } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { JobFailure, type JobHandler } from '../jobs/job-runner';
import { insertJob } from '../jobs/jobs-service';
import type { ObjectStore } from '../storage/object-store';
import { computeSegments } from './compute-segments';
import { UnreadablePdfError } from './pdf-text-lines';
import { replaceSegments } from './segment-store';

/** What a segments job is asked: the document whose stored PDF it reads. */
interface SegmentsJobPayload {
  document_id: string;
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
  const payload: SegmentsJobPayload = { document_id: input.documentId };
  const job = await insertJob(db, { type: 'segments', datasetId: null, userId: input.userId, payload });
  await jobs.enqueue(job);
  return job.id;
}

/**
 * The `segments` job: reads the document's PDF from its workspace bucket, computes its sections and replaces
 * the stored ones. A document deleted in the meantime ends the job without work.
 */
export function segmentsJobHandler(storage: ObjectStore): JobHandler {
  return async ({ db, job }) => {
    const { document_id: documentId } = fromJsonRequired<SegmentsJobPayload>(job.payload);
    const document = await db
      .selectFrom('documents')
      .innerJoin('workspaces', 'workspaces.id', 'documents.workspace_id')
      .select(['documents.id', 'workspaces.name as workspace'])
      .where('documents.id', '=', documentId)
      .executeTakeFirst();
    if (!document) return;
    const pdf = await storage.get(document.workspace, `${PDF_PREFIX}${documentId}`);
    if (!pdf) throw new JobFailure(`The PDF of document ${documentId} is not stored`);
    let segments;
    try {
      ({ segments } = await computeSegments(pdf.body));
    } catch (error) {
      if (error instanceof UnreadablePdfError) throw new JobFailure(`The PDF is not readable: ${error.message}`);
      throw error;
    }
    await db.transaction().execute(async (trx) => {
      // The document may have been deleted while its PDF was read.
      const still = await trx.selectFrom('documents').select('id').where('id', '=', documentId).executeTakeFirst();
      if (still) await replaceSegments(trx, documentId, segments);
    });
  };
}
