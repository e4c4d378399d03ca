import type { Actor, AuthorizationWorld } from './authorization-world';

/** Who may call an endpoint (contract §4 "Who"). */
export type Allowed = 'public' | 'authenticated' | readonly Actor[];

/** One request of the matrix. */
export interface MatrixRequest {
  method: string;
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart body (file uploads). */
  formData?: FormData;
}

/** One endpoint of the matrix: who may call it, what success looks like, how to call it. */
export interface AuthorizationCase {
  endpoint: string;
  allowed: Allowed;
  /** Success statuses for allowed callers. */
  success: readonly number[];
  /** Builds the request for one caller (may create fresh resources for destructive calls). */
  request(world: AuthorizationWorld, actor: Actor): Promise<MatrixRequest>;
  /**
   * The status of callers outside the workspace who are not allowed (default 403); review's paths answer 404, as
   * if the dataset or record did not exist (docs/review-and-agreement.md).
   */
  outsiders?: number;
  /** Part of the slice the PostgreSQL run repeats. */
  slice?: boolean;
}

/** Owner only. */
export const OWNER: readonly Actor[] = ['owner'];
/** Owner and every admin, member or not. */
export const ADMINS: readonly Actor[] = ['owner', 'adminMember', 'adminOutsider'];
/** Owner and admin-members (contract §1 "write"). */
export const WRITE: readonly Actor[] = ['owner', 'adminMember'];
/** Owner and any member (contract §1 "read"). */
export const READ: readonly Actor[] = ['owner', 'adminMember', 'annotatorMember'];
/** Owner, admin-members and the dataset's named reviewers (docs/review-and-agreement.md). */
export const REVIEW: readonly Actor[] = ['owner', 'adminMember', 'annotatorReviewer'];

const OUTSIDERS: readonly Actor[] = ['annotatorOutsider', 'adminOutsider'];

/** Whether a case lets the actor call: a reviewer is a member, so it may call whatever an annotator member may. */
function isAllowed(allowed: readonly Actor[], actor: Actor): boolean {
  return allowed.includes(actor) || (actor === 'annotatorReviewer' && allowed.includes('annotatorMember'));
}

/** A GET request. */
export const get = (path: string): MatrixRequest => ({ method: 'GET', path });
/** A DELETE request. */
export const del = (path: string): MatrixRequest => ({ method: 'DELETE', path });

/** The status the contract requires for one caller. */
export function expectedStatuses(testCase: AuthorizationCase, actor: Actor): readonly number[] {
  if (testCase.allowed === 'public') return testCase.success;
  if (actor === 'anonymous') return [401];
  if (testCase.allowed === 'authenticated' || isAllowed(testCase.allowed, actor)) return testCase.success;
  if (testCase.outsiders !== undefined && OUTSIDERS.includes(actor)) return [testCase.outsiders];
  return [403];
}
