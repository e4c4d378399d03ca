import { Hono, type Context } from 'hono';
import { fileVersionQuerySchema, FILE_VERSION_HEADERS, listObjectsQuerySchema } from '@marginalia/core';
import { requireUser } from '../auth/authenticate';
import { authorizeFileRead } from '../auth/file-read-access';
import { RequestValidationError, UnprocessableEntityError } from '../errors/api-errors';
import { parseQuery } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { RangeNotSatisfiableError, type ByteRange } from '../storage/object-store';
import { lastModifiedHeader } from './file-serializer';
import { deleteFile, listFiles, readFile, readObject, writeFile, type FilesContext } from './files-service';

/** Largest upload accepted (bytes): a long PDF fits, a runaway upload does not fill the store. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** S3's limit on a key's length (UTF-8 bytes). */
const MAX_KEY_BYTES = 1024;

function context(c: Context<AppEnv>): FilesContext {
  return { db: c.var.db, storage: c.var.storage, user: c.var.user };
}

/** The object path of `/file/{bucket}/{path...}`, refused (422) when empty or longer than S3 allows. */
function objectPath(c: Context<AppEnv>): string {
  const path = c.req.param('path') ?? '';
  if (path === '' || new TextEncoder().encode(path).byteLength > MAX_KEY_BYTES)
    throw new RequestValidationError([
      {
        type: 'string_too_long',
        loc: ['path', 'object'],
        msg: `Object paths are 1 to ${MAX_KEY_BYTES} bytes long`,
      },
    ]);
  return path;
}

/** One `Range: bytes=start-end` (or `start-`); anything else (several ranges, suffixes) reads the whole object. */
function requestedRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const start = Number(match[1]);
  return match[2] ? { start, end: Number(match[2]) } : { start };
}

/** The `file` part of a multipart body; 422 (shape A, `missing`) without one. */
async function uploadedFile(c: Context<AppEnv>): Promise<{ body: Uint8Array; contentType: string }> {
  const missing = () =>
    new RequestValidationError([{ type: 'missing', loc: ['body', 'file'], msg: 'Field required' }]);
  const type = c.req.header('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw missing();
  const form = await c.req.parseBody().catch(() => {
    throw new RequestValidationError([
      { type: 'value_error', loc: ['body'], msg: 'There was an error parsing the body' },
    ]);
  });
  const file = form['file'];
  if (!(file instanceof File)) throw missing();
  if (file.size > MAX_FILE_BYTES)
    throw new UnprocessableEntityError(`File is larger than ${MAX_FILE_BYTES} bytes`);
  return {
    body: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
  };
}

/**
 * The file calls of the original (Extralit) server (contract §19), bucket = workspace name. Reads need
 * membership or a signed link for exactly that file (the original left `GET /file` open: anyone could read any
 * file whose path they guessed); writes and deletes always need a signed-in caller with write access.
 */
export function filesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/file/:bucket/:path{.+}', async (c) => {
    const bucket = c.req.param('bucket');
    const reader = await authorizeFileRead(c, {
      bucket,
      key: c.req.param('path'),
      versionId: c.req.query('version_id'),
    });
    const { version_id: versionId } = parseQuery(c, fileVersionQuerySchema);
    const range = requestedRange(c.req.header('Range'));
    const path = objectPath(c);
    const options = {
      ...(versionId === undefined ? {} : { versionId }),
      ...(range === undefined ? {} : { range }),
    };
    let read;
    try {
      read =
        reader.by === 'link'
          ? await readObject(c.var.storage, bucket, path, options)
          : await readFile({ db: c.var.db, storage: c.var.storage, user: reader.user }, bucket, path, options);
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiableError)) throw error;
      return c.body(null, 416, { 'Content-Range': `bytes */${error.size}` });
    }
    const { object, versionTag } = read;
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      'Accept-Ranges': 'bytes',
      [FILE_VERSION_HEADERS.etag]: object.etag,
      [FILE_VERSION_HEADERS.versionId]: object.versionId,
      [FILE_VERSION_HEADERS.lastModified]: lastModifiedHeader(object.lastModified),
      [FILE_VERSION_HEADERS.isLatest]: String(object.isLatest),
      // Browsers hide other response headers from cross-origin scripts (an embedded element on another site).
      'Access-Control-Expose-Headers': [...Object.values(FILE_VERSION_HEADERS), 'Content-Range'].join(', '),
      // Files are private: no shared cache keeps a copy for the next caller.
      'Cache-Control': 'private',
    };
    if (versionTag) headers[FILE_VERSION_HEADERS.versionTag] = versionTag;
    if (object.range)
      headers['Content-Range'] = `bytes ${object.range.start}-${object.range.end}/${object.size}`;
    return c.body(object.body as Uint8Array<ArrayBuffer>, object.range ? 206 : 200, headers);
  });

  routes.post('/file/:bucket/:path{.+}', requireUser, async (c) => {
    const path = objectPath(c);
    const file = await uploadedFile(c);
    return c.json(await writeFile(context(c), c.req.param('bucket'), path, file));
  });

  routes.delete('/file/:bucket/:path{.+}', requireUser, async (c) => {
    const { version_id: versionId } = parseQuery(c, fileVersionQuerySchema);
    await deleteFile(context(c), c.req.param('bucket'), objectPath(c), versionId);
    return c.json({ message: 'File deleted' });
  });

  const list = async (c: Context<AppEnv>) => {
    const query = parseQuery(c, listObjectsQuerySchema);
    return c.json(
      await listFiles(context(c), c.req.param('bucket') ?? '', c.req.param('prefix') ?? '', query),
    );
  };
  routes.get('/files/:bucket', requireUser, list);
  routes.get('/files/:bucket/:prefix{.*}', requireUser, list);

  return routes;
}
