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

/** A GET request. */
export const get = (path: string): MatrixRequest => ({ method: 'GET', path });
/** A DELETE request. */
export const del = (path: string): MatrixRequest => ({ method: 'DELETE', path });

/** The status the contract requires for one caller. */
export function expectedStatuses(testCase: AuthorizationCase, actor: Actor): readonly number[] {
  if (testCase.allowed === 'public') return testCase.success;
  if (actor === 'anonymous') return [401];
  if (testCase.allowed === 'authenticated' || testCase.allowed.includes(actor)) return testCase.success;
  return [403];
}
