import { ApiError } from '../api/ApiError';

function asText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'message' in value && typeof value.message === 'string') return value.message;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** The first of `detail`, `message`, `data`, `response` a body has. */
function fromBody(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() === '' ? null : body;
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['detail', 'message', 'data', 'response']) {
    const text = asText(record[key]);
    if (text !== null) return text;
  }
  return null;
}

/**
 * The text of an extraction or schema failure's notification (spec 2 §8): from `detail`, then `message`, then
 * `data`, then `response` of what the server answered, else the error's own message.
 *
 * @example
 * extractionErrorText(new ApiError(503, { detail: 'No model is configured: set MARGINALIA_LLM_BASE_URL' }));
 * // 'No model is configured: set MARGINALIA_LLM_BASE_URL'
 */
export function extractionErrorText(error: unknown): string {
  if (error instanceof ApiError) return fromBody(error.body) ?? error.reason;
  const fromError = fromBody(error);
  if (fromError !== null) return fromError;
  return error instanceof Error ? error.message : String(error);
}
