import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible service (MinIO, AWS) speaking the real REST paths, path-style:
 * buckets with versioning, `PUT`/`GET` (with `Range`)/`HEAD`/`DELETE` of objects and versions, user metadata
 * (`x-amz-meta-*`) and `GET /{bucket}?versions` (ListObjectVersions, paged by `max-keys`). Requests must carry
 * an AWS Signature V4 `Authorization` header naming the configured access key; the signature itself is not
 * checked. Data lives in memory.
 */
export interface S3StandIn {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request as `METHOD /path?query`, for assertions on what the client sent. */
  requests: string[];
  close(): Promise<void>;
}

interface Version {
  versionId: string;
  body: Buffer;
  etag: string;
  contentType: string;
  metadata: Record<string, string>;
  lastModified: Date;
}

type Bucket = Map<string, Version[]>; // key → versions, oldest first

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendError(res: ServerResponse, status: number, code: string, method: string) {
  res.statusCode = status;
  if (method === 'HEAD') return res.end();
  res.setHeader('Content-Type', 'application/xml');
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function objectHeaders(version: Version): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': version.contentType,
    ETag: `"${version.etag}"`,
    'Last-Modified': version.lastModified.toUTCString(),
    'x-amz-version-id': version.versionId,
    'Accept-Ranges': 'bytes',
  };
  for (const [name, value] of Object.entries(version.metadata)) headers[`x-amz-meta-${name}`] = value;
  return headers;
}

function listVersionsXml(name: string, bucket: Bucket, query: URLSearchParams, pageSize: number): string {
  const prefix = query.get('prefix') ?? '';
  const keyMarker = query.get('key-marker') ?? '';
  const versionMarker = query.get('version-id-marker') ?? '';
  const maxKeys = Math.min(Number(query.get('max-keys') ?? pageSize) || pageSize, pageSize);
  const all: { key: string; version: Version; latest: boolean }[] = [];
  for (const key of [...bucket.keys()].sort()) {
    if (!key.startsWith(prefix)) continue;
    const versions = bucket.get(key) ?? [];
    // S3 lists keys in order and each key's versions newest first.
    for (let i = versions.length - 1; i >= 0; i -= 1) {
      const version = versions[i];
      if (version) all.push({ key, version, latest: i === versions.length - 1 });
    }
  }
  let start = 0;
  if (keyMarker !== '') {
    const markerIndex = versionMarker
      ? all.findIndex((e) => e.key === keyMarker && e.version.versionId === versionMarker)
      : -1;
    start = markerIndex >= 0 ? markerIndex + 1 : all.findIndex((e) => e.key > keyMarker);
    if (start < 0) start = all.length;
  }
  const page = all.slice(start, start + maxKeys);
  const truncated = start + maxKeys < all.length;
  const last = page[page.length - 1];
  const entries = page
    .map(
      ({ key, version, latest }) =>
        `<Version><Key>${xmlEscape(key)}</Key><VersionId>${version.versionId}</VersionId><IsLatest>${latest}</IsLatest>` +
        `<LastModified>${version.lastModified.toISOString()}</LastModified><ETag>"${version.etag}"</ETag>` +
        `<Size>${version.body.byteLength}</Size><StorageClass>STANDARD</StorageClass></Version>`,
    )
    .join('');
  const next =
    truncated && last
      ? `<NextKeyMarker>${xmlEscape(last.key)}</NextKeyMarker><NextVersionIdMarker>${last.version.versionId}</NextVersionIdMarker>`
      : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?><ListVersionsResult xmlns="${XMLNS}"><Name>${xmlEscape(name)}</Name>` +
    `<Prefix>${xmlEscape(prefix)}</Prefix><KeyMarker>${xmlEscape(keyMarker)}</KeyMarker>` +
    `<VersionIdMarker>${versionMarker}</VersionIdMarker><MaxKeys>${maxKeys}</MaxKeys>` +
    `<IsTruncated>${truncated}</IsTruncated>${next}${entries}</ListVersionsResult>`
  );
}

/** Serves one object read (`GET`/`HEAD`), honouring `Range: bytes=a-b`. */
function sendObject(req: IncomingMessage, res: ServerResponse, version: Version) {
  const headers = objectHeaders(version);
  const size = version.body.byteLength;
  const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  if (match) {
    const start = Number(match[1]);
    const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
    if (start >= size || end < start) return sendError(res, 416, 'InvalidRange', req.method ?? 'GET');
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': end - start + 1,
    });
    return res.end(req.method === 'HEAD' ? undefined : version.body.subarray(start, end + 1));
  }
  res.writeHead(200, { ...headers, 'Content-Length': size });
  res.end(req.method === 'HEAD' ? undefined : version.body);
}

/**
 * Starts the stand-in on a free local port.
 *
 * @example
 * const s3 = await startS3StandIn();
 * const store = createS3ObjectStore({ endpoint: s3.endpoint, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });
 */
export async function startS3StandIn(options: { pageSize?: number } = {}): Promise<S3StandIn> {
  const accessKeyId = 'standin-access-key';
  const secretAccessKey = 'standin-secret-key';
  const pageSize = options.pageSize ?? 1000;
  const buckets = new Map<string, Bucket>();
  const requests: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${method} ${url.pathname}${url.search}`);
    const body = await readBody(req);
    if (!(req.headers.authorization ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
      return sendError(res, 403, 'InvalidAccessKeyId', method);
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const name = decodeURIComponent(bucketName);
    const key = rest.map(decodeURIComponent).join('/');
    const bucket = buckets.get(name);

    if (key === '') {
      if (method === 'PUT' && url.searchParams.has('versioning'))
        return bucket ? res.end() : sendError(res, 404, 'NoSuchBucket', method);
      if (method === 'PUT') {
        if (bucket) return sendError(res, 409, 'BucketAlreadyOwnedByYou', method);
        buckets.set(name, new Map());
        return res.end();
      }
      if (!bucket) return sendError(res, 404, 'NoSuchBucket', method);
      if (method === 'HEAD') return res.end();
      if (method === 'GET' && url.searchParams.has('versions')) {
        res.setHeader('Content-Type', 'application/xml');
        return res.end(listVersionsXml(name, bucket, url.searchParams, pageSize));
      }
      return sendError(res, 501, 'NotImplemented', method);
    }

    if (!bucket) return sendError(res, 404, 'NoSuchBucket', method);
    const versions = bucket.get(key) ?? [];
    const versionId = url.searchParams.get('versionId');
    if (method === 'PUT') {
      const metadata: Record<string, string> = {};
      for (const [header, value] of Object.entries(req.headers))
        if (header.startsWith('x-amz-meta-') && typeof value === 'string') metadata[header.slice(11)] = value;
      const version: Version = {
        versionId: randomUUID(),
        body,
        etag: createHash('md5').update(body).digest('hex'),
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        metadata,
        lastModified: new Date(),
      };
      bucket.set(key, [...versions, version]);
      res.writeHead(200, { ETag: `"${version.etag}"`, 'x-amz-version-id': version.versionId });
      return res.end();
    }
    const version =
      versionId === null ? versions[versions.length - 1] : versions.find((v) => v.versionId === versionId);
    if (method === 'DELETE') {
      if (versionId === null) return sendError(res, 501, 'NotImplemented', method);
      const left = versions.filter((v) => v.versionId !== versionId);
      if (left.length === 0) bucket.delete(key);
      else bucket.set(key, left);
      res.statusCode = 204;
      return res.end();
    }
    if (!version) return sendError(res, 404, versionId === null ? 'NoSuchKey' : 'NoSuchVersion', method);
    if (method === 'GET' || method === 'HEAD') return sendObject(req, res, version);
    return sendError(res, 405, 'MethodNotAllowed', method);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => sendError(res, 500, 'InternalError', req.method ?? 'GET'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
