import type { Kysely } from 'kysely';
import { assertCanRead, assertCanWrite, isOwner, isWorkspaceMember } from '../auth/permissions';
import type { Database, WorkspacesTable } from '../db/schema';
import { ForbiddenOperationError, NotFoundError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import type { ByteRange, ObjectStore, ObjectVersion, StoredObject } from '../storage/object-store';
import { workspaceByName } from '../workspaces/workspace-rows';
import { serializeObjectVersion, tagOf, versionTags } from './file-serializer';

/** What the file calls need: the database (workspaces, memberships) and the object store. */
export interface FilesContext {
  db: Kysely<Database>;
  storage: ObjectStore;
  user: UserRow;
}

/** The 404 of a missing object (contract §19). */
export function objectNotFound(path: string): NotFoundError {
  return new NotFoundError(`No object at path '${path}' was found`);
}

/**
 * The workspace a bucket names. A caller who is neither the owner nor a member of a workspace of that name
 * gets 403 whether or not it exists (403 before 404, as elsewhere); the owner gets `onMissing`.
 */
async function workspaceOfBucket(
  { db, user }: FilesContext,
  bucket: string,
  onMissing: () => Error,
): Promise<WorkspacesTable> {
  const workspace = await workspaceByName(db, bucket);
  if (workspace === undefined) {
    if (isOwner(user)) throw onMissing();
    throw new ForbiddenOperationError();
  }
  return workspace;
}

/** A version with its `v<n>` tag and whether it is the object's newest. */
export interface TaggedObject {
  object: StoredObject;
  versionTag: string | null;
}

/**
 * `GET /file/{bucket}/{path}`: members read. An unknown `version_id` falls back to the latest version, as the
 * original server does, so a table whose schema version was deleted still loads with the current schema.
 */
export async function readFile(
  context: FilesContext,
  bucket: string,
  path: string,
  options: ReadOptions,
): Promise<TaggedObject> {
  const workspace = await workspaceOfBucket(context, bucket, () => objectNotFound(path));
  await assertCanRead(context.db, context.user, workspace.id);
  return readObject(context.storage, bucket, path, options);
}

/** Which version and bytes of an object to read. */
export interface ReadOptions {
  versionId?: string;
  range?: ByteRange;
}

/**
 * Reads an object whose reading is already allowed (a member's `readFile`, or a signed link for exactly this
 * object): the version asked for, else the latest; 404 when there is none.
 */
export async function readObject(
  storage: ObjectStore,
  bucket: string,
  path: string,
  options: ReadOptions,
): Promise<TaggedObject> {
  const object =
    (options.versionId !== undefined
      ? await storage.get(bucket, path, { versionId: options.versionId, range: options.range })
      : null) ?? (await storage.get(bucket, path, { range: options.range }));
  if (object === null) throw objectNotFound(path);
  const versions = (await storage.listVersions(bucket, { prefix: path })).filter((v) => v.key === path);
  return { object, versionTag: tagOf(versionTags(versions), object) };
}

/** `POST /file/{bucket}/{path}`: owner or an admin member stores a new version. */
export async function writeFile(
  context: FilesContext,
  bucket: string,
  path: string,
  file: { body: Uint8Array; contentType: string },
) {
  const workspace = await workspaceOfBucket(context, bucket, () => NotFoundError.byId('Workspace', bucket));
  await assertCanWrite(context.db, context.user, workspace.id);
  const stored = await context.storage.put({
    bucket,
    key: path,
    body: file.body,
    contentType: file.contentType,
  });
  const versions = (await context.storage.listVersions(bucket, { prefix: path })).filter(
    (v) => v.key === path,
  );
  return serializeObjectVersion(stored, tagOf(versionTags(versions), stored));
}

/** `DELETE /file/{bucket}/{path}`: owner or an admin member removes one version or the whole object. */
export async function deleteFile(
  context: FilesContext,
  bucket: string,
  path: string,
  versionId: string | undefined,
): Promise<number> {
  const workspace = await workspaceOfBucket(context, bucket, () => objectNotFound(path));
  await assertCanWrite(context.db, context.user, workspace.id);
  return context.storage.delete(bucket, path, versionId === undefined ? {} : { versionId });
}

/** True when `key` lies directly under `prefix` (no further `/`), for the non-recursive listing. */
function isDirectChild(key: string, prefix: string): boolean {
  return !key.slice(prefix.length).includes('/');
}

/** `GET /files/{bucket}/{prefix}`: members list the objects (every version unless `include_version=false`). */
export async function listFiles(
  context: FilesContext,
  bucket: string,
  prefix: string,
  query: { include_version: boolean; recursive: boolean; start_after?: string | undefined },
) {
  const missingBucket = () =>
    new NotFoundError(
      `Bucket '${bucket}' not found, please run \`rg.Workspace.create('${bucket}')\` to create the S3 bucket.`,
    );
  const workspace = await workspaceOfBucket(context, bucket, missingBucket);
  if (!isOwner(context.user) && !(await isWorkspaceMember(context.db, context.user, workspace.id)))
    throw new ForbiddenOperationError();
  const versions = await context.storage.listVersions(bucket, {
    prefix,
    ...(query.start_after ? { startAfter: query.start_after } : {}),
  });
  const tags = versionTags(versions);
  const shown = versions.filter(
    (v: ObjectVersion) =>
      (query.recursive || isDirectChild(v.key, prefix)) && (query.include_version || v.isLatest),
  );
  return { objects: shown.map((v) => serializeObjectVersion(v, tagOf(tags, v), query.include_version)) };
}
