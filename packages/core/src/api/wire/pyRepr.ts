/**
 * Python-like `repr` of a JSON value. The original server is written in Python and some of its messages
 * quote values this way (`found duplicates: {'a', 'b'}`), so the schemas that mirror them need it too.
 */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** Python `type(value)` repr of a JSON value, e.g. `<class 'int'>`. */
export function pyType(value: unknown): string {
  let name: string;
  if (value === null || value === undefined) name = 'NoneType';
  else if (typeof value === 'string') name = 'str';
  else if (typeof value === 'boolean') name = 'bool';
  else if (typeof value === 'number') name = Number.isInteger(value) ? 'int' : 'float';
  else if (Array.isArray(value)) name = 'list';
  else name = 'dict';
  return `<class '${name}'>`;
}
