import { DOCUMENT_FILE_PART } from '@marginalia/core';
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
