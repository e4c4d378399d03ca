import { DOCUMENT_FILE_PART, DOCUMENTS_BULK_FILES_PART, DOCUMENTS_BULK_METADATA_PART } from '@marginalia/core';
import type { Context } from 'hono';
import { PayloadTooLargeError, RequestValidationError, UnprocessableEntityError } from '../errors/api-errors';

/** An uploaded PDF: its bytes and the name the client gave it. */
export interface UploadedPdf {
  body: Uint8Array;
  fileName: string | null;
}

/** Room for the multipart envelope and the other parts around the PDF. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** PDF readers accept the `%PDF-` header anywhere in the first kilobyte (garbage before it is tolerated). */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** True when the bytes start (within their first kilobyte) with the `%PDF-` header. */
export function looksLikePdf(body: Uint8Array): boolean {
  const end = Math.min(body.length - PDF_HEADER.length, PDF_HEADER_WINDOW);
  for (let start = 0; start <= end; start += 1)
    if (PDF_HEADER.every((byte, i) => body[start + i] === byte)) return true;
  return false;
}

/** The message of an upload over the limit. */
export function tooLargeMessage(maxBytes: number): string {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return `The PDF is larger than the limit of ${megabytes} MB (${maxBytes} bytes, MARGINALIA_MAX_DOCUMENT_BYTES)`;
}

/**
 * The optional multipart part `file_data` of `POST /documents`: null without a multipart body or without the
 * part; 413 over `maxBytes` (refused from `Content-Length` before the body is read when the client sends it);
 * 422 when the part is not a file or its bytes are not a PDF.
 */
export async function readUploadedPdf(c: Context, maxBytes: number): Promise<UploadedPdf | null> {
  const type = c.req.header('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return null;
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES)
    throw new PayloadTooLargeError(tooLargeMessage(maxBytes));
  const form = await c.req.parseBody().catch(() => {
    throw new RequestValidationError([
      { type: 'value_error', loc: ['body'], msg: 'There was an error parsing the body' },
    ]);
  });
  const part = form[DOCUMENT_FILE_PART];
  if (part === undefined) return null;
  if (!(part instanceof File))
    throw new RequestValidationError([
      {
        type: 'value_error',
        loc: ['body', DOCUMENT_FILE_PART],
        msg: `Expected UploadFile, received: ${typeof part}`,
      },
    ]);
  if (part.size > maxBytes) throw new PayloadTooLargeError(tooLargeMessage(maxBytes));
  const body = new Uint8Array(await part.arrayBuffer());
  if (!looksLikePdf(body))
    throw new UnprocessableEntityError(
      `${DOCUMENT_FILE_PART} is not a PDF: its content does not start with %PDF-`,
    );
  return { body, fileName: part.name || null };
}

/** PDFs of one bulk upload together, in limits of one PDF: a bulk upload holds its files in memory at once. */
export const BULK_UPLOAD_LIMIT_FACTOR = 4;

/** The parts of `POST /documents/bulk`: the JSON description (unparsed) and the PDFs by file name. */
export interface BulkUpload {
  metadata: unknown;
  /** Each uploaded file by its name; null when it is over the size limit or not a PDF. */
  files: Map<string, UploadedPdf | null>;
}

/**
 * The multipart body of `POST /documents/bulk`: the part `documents_metadata` (a JSON string) and every part
 * `files`. 413 over `BULK_UPLOAD_LIMIT_FACTOR` PDFs' limit in all; a file over one PDF's limit or whose bytes
 * are not a PDF is kept as null, so the answer lists it among the failed validations.
 */
export async function readBulkUpload(c: Context, maxBytes: number): Promise<BulkUpload> {
  const type = c.req.header('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new RequestValidationError([
      { type: 'missing', loc: ['body', DOCUMENTS_BULK_METADATA_PART], msg: 'Field required' },
    ]);
  const declared = Number(c.req.header('Content-Length'));
  const totalBytes = maxBytes * BULK_UPLOAD_LIMIT_FACTOR;
  if (Number.isFinite(declared) && declared > totalBytes + MULTIPART_OVERHEAD_BYTES)
    throw new PayloadTooLargeError(
      `The bulk upload is larger than the limit of ${BULK_UPLOAD_LIMIT_FACTOR} PDFs (${totalBytes} bytes, ${BULK_UPLOAD_LIMIT_FACTOR} × MARGINALIA_MAX_DOCUMENT_BYTES)`,
    );
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw new RequestValidationError([
      { type: 'value_error', loc: ['body'], msg: 'There was an error parsing the body' },
    ]);
  });
  const metadata = form[DOCUMENTS_BULK_METADATA_PART];
  if (typeof metadata !== 'string')
    throw new RequestValidationError([
      {
        type: metadata === undefined ? 'missing' : 'string_type',
        loc: ['body', DOCUMENTS_BULK_METADATA_PART],
        msg: metadata === undefined ? 'Field required' : 'Input should be a valid string',
      },
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(metadata);
  } catch {
    throw new UnprocessableEntityError('Invalid JSON in documents_metadata');
  }
  const parts = form[DOCUMENTS_BULK_FILES_PART];
  const files = new Map<string, UploadedPdf | null>();
  for (const part of Array.isArray(parts) ? parts : parts === undefined ? [] : [parts]) {
    if (!(part instanceof File) || !part.name) continue;
    const body = part.size > maxBytes ? null : new Uint8Array(await part.arrayBuffer());
    files.set(part.name, body && looksLikePdf(body) ? { body, fileName: part.name } : null);
  }
  return { metadata: parsed, files };
}
