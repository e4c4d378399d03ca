/** Readers for the four error body shapes of contract §3; each tolerates any JSON (or none). */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Shape C: `{"detail": "<text>"}`. */
export function readStringDetail(body: unknown): string | undefined {
  return isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
}

/** Shape D: `{"code": "missing_vector", "message": "..."}`. */
export function readBusinessCode(body: unknown): string | undefined {
  return isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
}

/** Shape D message text. */
export function readBusinessMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
}

/** Shapes A and B: `{"detail": {"code": "argilla.api.errors::X", "params": {...}}}`. */
export function readLegacyCode(body: unknown): string | undefined {
  return isRecord(body) && isRecord(body.detail) && typeof body.detail.code === 'string'
    ? body.detail.code
    : undefined;
}

/** The `params` of a shape A/B body. */
export function readLegacyParams(body: unknown): Record<string, unknown> | undefined {
  if (!isRecord(body) || !isRecord(body.detail)) return undefined;
  return isRecord(body.detail.params) ? body.detail.params : undefined;
}
