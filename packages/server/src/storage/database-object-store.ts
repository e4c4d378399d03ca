import { sql, type Kysely } from 'kysely';
import { newId } from '../common/ids';
import { fromJsonRequired, toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import { dialectOf } from '../db/database';
import type { Database, FilesTable } from '../db/schema';
import {
  clipRange,
  DEFAULT_CONTENT_TYPE,
  md5Hex,
  RangeNotSatisfiableError,
  type GetObjectOptions,
  type ListVersionsOptions,
  type ObjectStore,
  type ObjectVersion,
  type PutObjectInput,
  type StoredObject,
} from './object-store';

type FileRow = Omit<FilesTable, 'body'>;

const META_COLUMNS = [
  'id',
  'bucket',
  'key',
  'etag',
  'size',
  'content_type',
  'metadata',
  'last_modified',
] as const;

/** A stored timestamp (`2024-05-01T10:22:33.123456`, UTC) as a Date (milliseconds). */
function storedToDate(stored: string): Date {
  return new Date(`${stored.slice(0, 23)}Z`);
}

function toVersion(row: FileRow, isLatest: boolean): ObjectVersion {
  return {
    bucket: row.bucket,
    key: row.key,
    versionId: row.id,
    etag: row.etag,
    size: Number(row.size),
    contentType: row.content_type,
    lastModified: storedToDate(row.last_modified),
    isLatest,
    metadata: fromJsonRequired<Record<string, string>>(row.metadata),
  };
}

/** Code-unit order, the same on both dialects (PostgreSQL would otherwise sort text by its collation). */
function byKeyThenAge(a: FileRow, b: FileRow): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  if (a.last_modified !== b.last_modified) return a.last_modified < b.last_modified ? -1 : 1;
  return a.id < b.id ? -1 : 1;
}

/** The stored versions of one key, newest first. */
function versionsOf(db: Kysely<Database>, bucket: string, key: string) {
  return db
    .selectFrom('files')
    .select(META_COLUMNS)
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .orderBy('last_modified', 'desc')
    .orderBy('id', 'desc');
}

/** One version of a key (the latest without `versionId`), or null. */
async function findVersion(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  versionId?: string,
): Promise<ObjectVersion | null> {
  const rows = await versionsOf(db, bucket, key).execute();
  const latest = rows[0];
  if (latest === undefined) return null;
  const row = versionId === undefined ? latest : rows.find((r) => r.id === versionId);
  return row === undefined ? null : toVersion(row, row.id === latest.id);
}

/** `length` bytes of a stored version from byte `from`, cut in SQL. */
async function readFileBytes(
  db: Kysely<Database>,
  versionId: string,
  from: number,
  length: number,
): Promise<Uint8Array> {
  // Both dialects number bytes from 1.
  const slice =
    dialectOf(db) === 'postgres'
      ? sql<Uint8Array>`substring(body from ${from + 1} for ${length})`
      : sql<Uint8Array>`substr(body, ${from + 1}, ${length})`;
  const row = await db
    .selectFrom('files')
    .select(slice.as('bytes'))
    .where('id', '=', versionId)
    .executeTakeFirst();
  return row ? new Uint8Array(row.bytes) : new Uint8Array();
}

/**
 * The default object store: files live in the `files` table of the server's own database (SQLite or
 * PostgreSQL), so nothing else has to be installed or backed up. Range reads cut the bytes in SQL, so a page
 * of a large PDF never loads the whole file into memory.
 *
 * @example
 * const store = createDatabaseObjectStore(db);
 * const version = await store.put({ bucket: 'team', key: 'schemas/Outcome', body, contentType: 'application/json' });
 */
export function createDatabaseObjectStore(db: Kysely<Database>): ObjectStore {
  const find = (bucket: string, key: string, versionId?: string) => findVersion(db, bucket, key, versionId);
  const readBytes = (versionId: string, from: number, length: number) =>
    readFileBytes(db, versionId, from, length);

  return {
    kind: 'database',

    async put({ bucket, key, body, contentType, metadata }: PutObjectInput) {
      const row: FilesTable = {
        id: newId(),
        bucket,
        key,
        etag: md5Hex(body),
        size: body.byteLength,
        content_type: contentType || DEFAULT_CONTENT_TYPE,
        metadata: toJson(metadata ?? {}),
        last_modified: nowTimestamp(),
        body,
      };
      await db.insertInto('files').values(row).execute();
      return toVersion(row, true);
    },

    async get(bucket: string, key: string, options: GetObjectOptions = {}): Promise<StoredObject | null> {
      const version = await find(bucket, key, options.versionId);
      if (version === null) return null;
      if (options.range === undefined) {
        return { ...version, body: await readBytes(version.versionId, 0, version.size) };
      }
      const range = clipRange(options.range, version.size);
      if (range === null) throw new RangeNotSatisfiableError(version.size);
      const body = await readBytes(version.versionId, range.start, range.end - range.start + 1);
      return { ...version, body, range };
    },

    head: (bucket, key, options = {}) => find(bucket, key, options.versionId),

    async listVersions(bucket: string, { prefix, startAfter }: ListVersionsOptions = {}) {
      let query = db.selectFrom('files').select(META_COLUMNS).where('bucket', '=', bucket);
      // substr, not `like`: SQLite's `like` ignores case and both treat `%` and `_` as wildcards.
      if (prefix)
        query = query.where(sql<string>`substr(${sql.ref('key')}, 1, ${[...prefix].length})`, '=', prefix);
      const rows = (await query.execute())
        .filter((row) => startAfter === undefined || row.key > startAfter)
        .sort(byKeyThenAge);
      return rows.map((row, i) => toVersion(row, rows[i + 1]?.key !== row.key));
    },

    async delete(bucket: string, key: string, options: { versionId?: string } = {}) {
      let query = db.deleteFrom('files').where('bucket', '=', bucket).where('key', '=', key);
      if (options.versionId !== undefined) query = query.where('id', '=', options.versionId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    close: () => Promise.resolve(),
  };
}
