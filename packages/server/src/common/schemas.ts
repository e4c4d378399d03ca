import { z } from 'zod';

/** A string of `min`–`max` characters (pydantic `constr(min_length, max_length)`). */
export function boundedString(min: number, max?: number) {
  const base = z.string().min(min);
  return max === undefined ? base : base.max(max);
}

/** A string trimmed before its length is checked (pydantic `strip_whitespace=True`). */
export function trimmedString(min: number, max?: number) {
  return z.string().trim().pipe(boundedString(min, max));
}

/** A JSON object of unknown shape (pydantic `dict`). */
export const jsonObject = z.record(z.string(), z.unknown());

/** Python-like `repr` of a JSON value, used in messages mirrored from the original server. */
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
