import { createHash } from 'node:crypto';

/**
 * Where the server keeps files (schema files, PDFs…): versioned objects in buckets, as S3 with versioning
 * does. A bucket is a workspace's name (contract §19). Two implementations: the database (the default, nothing
 * to install) and an S3-compatible service (MinIO, AWS, …), chosen by configuration (`createObjectStore`).
 *
 * Every `put` adds a version; reads without `versionId` see the newest one. Keys are plain strings with `/`
 * separators (`schemas/Outcome`, `pdf/<uuid>`).
 */
export interface ObjectStore {
  /** Which implementation this is (shown in the startup log and the README). */
  readonly kind: 'database' | 's3';
  /** Stores a new version of `key` and answers its metadata (it is then the latest). */
  put(input: PutObjectInput): Promise<ObjectVersion>;
  /**
   * One version with its bytes: the latest, or `versionId`; `range` reads part of it (inclusive offsets, as in
   * HTTP `Range: bytes=start-end`; `end` past the size is clipped; a start past the end throws
   * `RangeNotSatisfiableError`). Null when the object or version is missing.
   */
  get(bucket: string, key: string, options?: GetObjectOptions): Promise<StoredObject | null>;
  /** The metadata of one version (the latest, or `versionId`) without reading its bytes; null when missing. */
  head(bucket: string, key: string, options?: { versionId?: string }): Promise<ObjectVersion | null>;
  /**
   * Every version of every object whose key starts with `prefix` (all when omitted) and sorts after
   * `startAfter`: ordered by key, then oldest version first. Empty for an unknown bucket.
   */
  listVersions(bucket: string, options?: ListVersionsOptions): Promise<ObjectVersion[]>;
  /**
   * Removes one version (`versionId`; the previous version becomes the latest) or, without it, the object with
   * every version. Answers how many versions were removed (0 when nothing matched).
   */
  delete(bucket: string, key: string, options?: { versionId?: string }): Promise<number>;
  /** Releases connections (the database store has none of its own). */
  close(): Promise<void>;
}

/** What `put` stores. */
export interface PutObjectInput {
  bucket: string;
  key: string;
  body: Uint8Array;
  /** Media type of the bytes (default `application/octet-stream`). */
  contentType?: string;
  /** User metadata (S3's `x-amz-meta-*`): short string values, such as a PDF's file name. */
  metadata?: Record<string, string>;
}

/** Options of `get`. */
export interface GetObjectOptions {
  versionId?: string;
  range?: ByteRange;
}

/** Inclusive byte offsets; `end` omitted means "to the last byte". */
export interface ByteRange {
  start: number;
  end?: number;
}

/** Options of `listVersions`. */
export interface ListVersionsOptions {
  prefix?: string;
  startAfter?: string;
}

/** One stored version of an object. */
export interface ObjectVersion {
  bucket: string;
  key: string;
  versionId: string;
  /** MD5 of the bytes, hex, without quotes (S3's ETag of a single-part upload). */
  etag: string;
  size: number;
  contentType: string;
  lastModified: Date;
  isLatest: boolean;
  metadata: Record<string, string>;
}

/** A version with its bytes (only the asked range when `range` is set). */
export interface StoredObject extends ObjectVersion {
  body: Uint8Array;
  /** The bytes served when a range was asked: inclusive offsets within `size`. */
  range?: { start: number; end: number };
}

/** Default media type of stored bytes. */
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The MD5 hex digest S3 uses as the ETag of an object uploaded in one part. */
export function md5Hex(body: Uint8Array): string {
  return createHash('md5').update(body).digest('hex');
}

/** A range that starts past the object's last byte (HTTP 416); `size` is the object's size. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`Range not satisfiable for an object of ${size} bytes`);
  }
}

/**
 * Clips a requested range to an object of `size` bytes; null when it starts past the end (HTTP 416).
 *
 * @example
 * clipRange({ start: 10 }, 100); // { start: 10, end: 99 }
 */
export function clipRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if (range.start >= size || range.start < 0) return null;
  const end = Math.min(range.end ?? size - 1, size - 1);
  return end < range.start ? null : { start: range.start, end };
}
