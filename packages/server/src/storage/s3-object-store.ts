import type { ObjectVersion as S3ListedVersion, S3Client } from '@aws-sdk/client-s3';
import {
  clipRange,
  DEFAULT_CONTENT_TYPE,
  RangeNotSatisfiableError,
  type GetObjectOptions,
  type ListVersionsOptions,
  type ObjectStore,
  type ObjectVersion,
  type PutObjectInput,
  type StoredObject,
} from './object-store';

/** Where the S3-compatible service is and how to sign in to it. */
export interface S3StoreConfig {
  /** e.g. `http://127.0.0.1:9000` (MinIO) or `https://s3.eu-central-1.amazonaws.com`. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Default `us-east-1` (MinIO ignores it). */
  region?: string;
}

/** How many HEAD requests a listing runs at once to read content types and user metadata. */
const HEAD_CONCURRENCY = 8;

type Sdk = typeof import('@aws-sdk/client-s3');

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** A missing bucket, key or version; S3 answers 400 for a malformed version id. */
function isMissing(error: unknown, versionId: string | undefined): boolean {
  const status = statusOf(error);
  return status === 404 || (status === 400 && versionId !== undefined);
}

function unquote(etag: string | undefined): string {
  return (etag ?? '').replace(/^"|"$/g, '');
}

/** The SDK and a client, loaded on first use. */
type Connect = () => Promise<{ sdk: Sdk; client: S3Client }>;

/** A client for `config`; the SDK loads on first use: a server that keeps files in its database never pays for it. */
function lazyClient(config: S3StoreConfig): {
  connect: Connect;
  loaded: () => Promise<{ client: S3Client }> | null;
} {
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region ?? 'us-east-1',
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        forcePathStyle: true,
        // Checksums only where S3 requires them: every S3-compatible service accepts these requests.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  return { connect, loaded: () => loaded };
}

/** Creates the bucket (with versioning) unless this process already knows it exists. */
async function ensureBucket(connect: Connect, knownBuckets: Set<string>, bucket: string): Promise<void> {
  if (knownBuckets.has(bucket)) return;
  const { sdk, client } = await connect();
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    await client.send(new sdk.CreateBucketCommand({ Bucket: bucket })).catch((e: unknown) => {
      // Another server process created it first.
      if (statusOf(e) !== 409) throw e;
    });
    await client.send(
      new sdk.PutBucketVersioningCommand({
        Bucket: bucket,
        VersioningConfiguration: { Status: 'Enabled' },
      }),
    );
  }
  knownBuckets.add(bucket);
}

/** One version of an object (the latest without `versionId`), or null when it is missing. */
async function headVersion(
  connect: Connect,
  bucket: string,
  key: string,
  versionId?: string,
): Promise<ObjectVersion | null> {
  const { sdk, client } = await connect();
  try {
    const out = await client.send(
      new sdk.HeadObjectCommand({ Bucket: bucket, Key: key, VersionId: versionId }),
    );
    const latest =
      versionId === undefined
        ? out.VersionId
        : (await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }))).VersionId;
    return {
      bucket,
      key,
      versionId: out.VersionId ?? 'null',
      etag: unquote(out.ETag),
      size: out.ContentLength ?? 0,
      contentType: out.ContentType ?? DEFAULT_CONTENT_TYPE,
      lastModified: out.LastModified ?? new Date(0),
      isLatest: out.VersionId === latest,
      metadata: out.Metadata ?? {},
    };
  } catch (error) {
    if (isMissing(error, versionId)) return null;
    throw error;
  }
}

/** Every listed version under `prefix` (after `startAfter`), page by page; none for a missing bucket. */
async function listRaw(
  connect: Connect,
  bucket: string,
  prefix: string | undefined,
  startAfter: string | undefined,
): Promise<S3ListedVersion[]> {
  const { sdk, client } = await connect();
  const versions: S3ListedVersion[] = [];
  let keyMarker = startAfter;
  let versionIdMarker: string | undefined;
  for (;;) {
    const page = await client
      .send(
        new sdk.ListObjectVersionsCommand({
          Bucket: bucket,
          Prefix: prefix,
          KeyMarker: keyMarker,
          VersionIdMarker: versionIdMarker,
        }),
      )
      .catch((error: unknown) => {
        if (statusOf(error) === 404) return null;
        throw error;
      });
    if (page === null) return versions;
    versions.push(...(page.Versions ?? []));
    if (!page.IsTruncated) return versions;
    keyMarker = page.NextKeyMarker;
    versionIdMarker = page.NextVersionIdMarker;
  }
}

/** The listed versions read in full, a few at a time. */
async function headAll(
  connect: Connect,
  bucket: string,
  listed: S3ListedVersion[],
): Promise<ObjectVersion[]> {
  const out: ObjectVersion[] = [];
  for (let i = 0; i < listed.length; i += HEAD_CONCURRENCY) {
    const batch = listed.slice(i, i + HEAD_CONCURRENCY);
    const heads = await Promise.all(batch.map((v) => headVersion(connect, bucket, v.Key ?? '', v.VersionId)));
    heads.forEach((h, j) => {
      if (h !== null) out.push({ ...h, isLatest: batch[j]?.IsLatest === true });
    });
  }
  return out;
}

/** An object's version with its body (or the asked range of it), or null when missing. */
async function getObject(
  connect: Connect,
  bucket: string,
  key: string,
  options: GetObjectOptions,
): Promise<StoredObject | null> {
  const version = await headVersion(connect, bucket, key, options.versionId);
  if (version === null) return null;
  const range = options.range === undefined ? undefined : clipRange(options.range, version.size);
  if (range === null) throw new RangeNotSatisfiableError(version.size);
  const { sdk, client } = await connect();
  const out = await client.send(
    new sdk.GetObjectCommand({
      Bucket: bucket,
      Key: key,
      VersionId: version.versionId,
      Range: range === undefined ? undefined : `bytes=${range.start}-${range.end}`,
    }),
  );
  const body = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
  return range === undefined ? { ...version, body } : { ...version, body, range };
}

/** Deletes one version, or every version of the key; answers how many went. */
async function deleteObject(
  connect: Connect,
  bucket: string,
  key: string,
  options: { versionId?: string },
): Promise<number> {
  const { sdk, client } = await connect();
  if (options.versionId !== undefined) {
    if ((await headVersion(connect, bucket, key, options.versionId)) === null) return 0;
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key, VersionId: options.versionId }),
    );
    return 1;
  }
  const versions = (await listRaw(connect, bucket, key, undefined)).filter((v) => v.Key === key);
  for (const v of versions)
    await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key, VersionId: v.VersionId }));
  return versions.length;
}

/**
 * The S3-compatible object store (MinIO, as the original server uses, or any S3 service): one bucket per
 * workspace name, created with versioning on first write, path-style addressing. Every `put` is a new S3
 * version; `delete` without a version removes every version (no delete markers left behind).
 *
 * @example
 * const store = createS3ObjectStore({ endpoint: 'http://127.0.0.1:9000', accessKeyId, secretAccessKey });
 */
export function createS3ObjectStore(config: S3StoreConfig): ObjectStore {
  const { connect, loaded } = lazyClient(config);
  const knownBuckets = new Set<string>();
  return {
    kind: 's3',

    async put({ bucket, key, body, contentType, metadata }: PutObjectInput) {
      await ensureBucket(connect, knownBuckets, bucket);
      const { sdk, client } = await connect();
      const out = await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType || DEFAULT_CONTENT_TYPE,
          Metadata: metadata,
        }),
      );
      const stored = await headVersion(connect, bucket, key, out.VersionId);
      if (stored === null) throw new Error(`The S3 store lost ${bucket}/${key} right after writing it`);
      return { ...stored, isLatest: true };
    },

    get: (bucket: string, key: string, options: GetObjectOptions = {}) =>
      getObject(connect, bucket, key, options),

    head: (bucket, key, options = {}) => headVersion(connect, bucket, key, options.versionId),

    async listVersions(bucket: string, { prefix, startAfter }: ListVersionsOptions = {}) {
      const listed = await listRaw(connect, bucket, prefix, startAfter);
      // S3 lists each key's versions newest first (LastModified has whole seconds only): keep that order, reversed.
      const byKey = new Map<string, S3ListedVersion[]>();
      for (const v of listed) byKey.set(v.Key ?? '', [...(byKey.get(v.Key ?? '') ?? []), v]);
      const ordered = [...byKey.keys()].sort().flatMap((k) => [...(byKey.get(k) ?? [])].reverse());
      return headAll(connect, bucket, ordered);
    },

    delete: (bucket: string, key: string, options: { versionId?: string } = {}) =>
      deleteObject(connect, bucket, key, options),

    close: async () => {
      const client = loaded();
      if (client) (await client).client.destroy();
    },
  };
}
