import { extractionResponseSchema } from '../api/wire/documents';
import type { Message } from '../messages/Message';
import { EXTRACTION_MESSAGE_KEYS as KEYS } from './extractionMessageKeys';

/** Completed rows, or why the answer cannot be used (the server's words as `text` when it gave some). */
export type ExtractionResult = { ok: true; rows: Record<string, unknown>[] } | { ok: false; error: Message };

/** Said when an answer is neither table JSON nor a text to show. */
const UNREADABLE: Message = { key: KEYS.unreadable };

function parseText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const failedWith = (text: string): Message => ({ key: KEYS.failed, text });

/**
 * Reads the answer of `POST /models/extraction`: pandas "table" JSON whose `data` are the completed rows. An
 * error body that arrived as a success (`{"detail": …}` through a proxy, or a plain-text timeout) is a failure
 * with its text; rows keep only the table's columns when `columns` is given.
 *
 * @example
 * validateExtractionResponse({ schema: { fields: [], pandas_version: '1.4.0' }, data: [{ dose: '5 mg' }] }, ['dose']);
 * // { ok: true, rows: [{ dose: '5 mg' }] }
 * validateExtractionResponse('Request timed out.'); // { ok: false, error: { key: 'fillIn.failed', text: 'Request timed out.' } }
 */
export function validateExtractionResponse(body: unknown, columns?: readonly string[]): ExtractionResult {
  const value = parseText(body);
  if (typeof value === 'string') return { ok: false, error: value.trim() ? failedWith(value.trim()) : UNREADABLE };
  const parsed = extractionResponseSchema.safeParse(value);
  if (!parsed.success) {
    const detail = typeof value === 'object' && value !== null ? (value as { detail?: unknown }).detail : undefined;
    return { ok: false, error: typeof detail === 'string' && detail !== '' ? failedWith(detail) : UNREADABLE };
  }
  const known = columns ? new Set(columns) : null;
  const rows = parsed.data.data.map((row) =>
    known ? Object.fromEntries(Object.entries(row).filter(([name]) => known.has(name))) : { ...row },
  );
  return { ok: true, rows };
}
