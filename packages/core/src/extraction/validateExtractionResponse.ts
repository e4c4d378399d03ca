import { extractionResponseSchema } from '../api/wire/documents';

/** Completed rows, or the text of why the answer cannot be used. */
export type ExtractionResult =
  | { ok: true; rows: Record<string, unknown>[] }
  | { ok: false; error: string };

/** Said when an answer is not the table JSON of completed rows. */
export const UNREADABLE_EXTRACTION = 'The model answer is not a table of rows';

function parseText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Reads the answer of `POST /models/extraction`: pandas "table" JSON whose `data` are the completed rows. An
 * error body that arrived as a success (`{"detail": …}` through a proxy, or a plain-text timeout) is a failure
 * with its text; rows keep only the table's columns when `columns` is given.
 *
 * @example
 * validateExtractionResponse({ schema: { fields: [], pandas_version: '1.4.0' }, data: [{ dose: '5 mg' }] }, ['dose']);
 * // { ok: true, rows: [{ dose: '5 mg' }] }
 * validateExtractionResponse('Request timed out.'); // { ok: false, error: 'Request timed out.' }
 */
export function validateExtractionResponse(body: unknown, columns?: readonly string[]): ExtractionResult {
  const value = parseText(body);
  if (typeof value === 'string') return { ok: false, error: value.trim() || UNREADABLE_EXTRACTION };
  const parsed = extractionResponseSchema.safeParse(value);
  if (!parsed.success) {
    const detail = typeof value === 'object' && value !== null ? (value as { detail?: unknown }).detail : undefined;
    return { ok: false, error: typeof detail === 'string' && detail !== '' ? detail : UNREADABLE_EXTRACTION };
  }
  const known = columns ? new Set(columns) : null;
  const rows = parsed.data.data.map((row) =>
    known ? Object.fromEntries(Object.entries(row).filter(([name]) => known.has(name))) : { ...row },
  );
  return { ok: true, rows };
}
