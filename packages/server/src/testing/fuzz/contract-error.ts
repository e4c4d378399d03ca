/** True when a body is one of the contract's four error shapes (§3). */
export function isContractError(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  const detail = record['detail'];
  if (typeof detail === 'string') return true; // C
  if (detail && typeof detail === 'object') {
    const { code, params } = detail as { code?: unknown; params?: unknown };
    if (
      typeof code !== 'string' ||
      !code.startsWith('argilla.api.errors::') ||
      !params ||
      typeof params !== 'object'
    )
      return false;
    if (code !== 'argilla.api.errors::ValidationError') return true; // B
    const errors = (params as { errors?: unknown }).errors; // A
    return (
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every(
        (e: { type?: unknown; loc?: unknown; msg?: unknown }) =>
          typeof e.type === 'string' &&
          typeof e.msg === 'string' &&
          Array.isArray(e.loc) &&
          ['body', 'query', 'path'].includes(e.loc[0] as string),
      )
    );
  }
  return !('detail' in record) && typeof record['code'] === 'string' && typeof record['message'] === 'string'; // D
}
