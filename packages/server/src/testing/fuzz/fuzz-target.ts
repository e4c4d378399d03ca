import type fc from 'fast-check';
import type { TestServer } from '../test-server';
import { markJobEnded } from '../../jobs/job-rows';
import { insertJob } from '../../jobs/jobs-service';
import {
  buildAuthorizationWorld,
  type AuthorizationWorld,
} from '../authorization/authorization-world';
import type { FuzzBody } from './malformed-multipart';

/** The fuzzer's world: the authorization matrix's, plus resources that only the fuzzer changes. */
export interface FuzzWorld extends AuthorizationWorld {
  /** A document (no PDF) that `PATCH /documents/{id}` may rename: the world's own document keeps its reference. */
  spareDocumentId: string;
  /** A finished job, so `GET /jobs/{id}` also reads a real one. */
  jobId: string;
  /** A comment of the owner on the world's record, so `PATCH /comments/{id}` may change its body too. */
  commentId: string;
}

/** One endpoint as the fuzzer sees it: a method, path templates and a valid body to mutate. */
export interface FuzzTarget {
  method: string;
  /** `{id}` placeholders are filled from the arguments (real ids, random or malformed ones). */
  path: string;
  ids: (world: FuzzWorld) => string[];
  valid?: (world: FuzzWorld) => unknown;
  /** Destructive targets only ever get random or malformed ids, so the world survives. */
  destructive?: boolean;
  /** Upload calls: the multipart parts they read, so the fuzzer also sends multipart bodies. */
  multipart?: string[];
  /** Bodies of their own (forms, multipart with a JSON part), sent besides the generic ones. */
  bodies?: (world: FuzzWorld) => fc.Arbitrary<FuzzBody>;
}

/** Builds the fuzzer's world on a test server. */
export async function buildFuzzWorld(server: TestServer): Promise<FuzzWorld> {
  const world = await buildAuthorizationWorld(server);
  const job = await insertJob(server.db, {
    type: 'import',
    datasetId: world.datasetId,
    userId: server.owner.user.id,
    payload: {},
  });
  // Ended at once: a queued row would be run by the queue with the payload made up here.
  await markJobEnded(server.db, job.id, 'finished');
  const comment = await server.request('POST', `/api/v1/records/${world.recordId}/comments`, {
    json: { body: 'A comment the fuzzer edits' },
  });
  return {
    ...world,
    spareDocumentId: await world.fresh.document(),
    jobId: job.id,
    commentId: comment.body.id as string,
  };
}
