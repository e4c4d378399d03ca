import type { BooleanColumn } from './schema';

/** Serializes a value for a JSON text column. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** Parses a JSON text column; `null` stays `null`. */
export function fromJson<T = unknown>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

/** Parses a JSON text column that is never null. */
export function fromJsonRequired<T = unknown>(text: string): T {
  return JSON.parse(text) as T;
}

/** A boolean as stored in an integer column. */
export function toBooleanColumn(value: boolean): BooleanColumn {
  return value ? 1 : 0;
}

/** An integer column back to a boolean (PostgreSQL and SQLite both return numbers). */
export function fromBooleanColumn(value: number): boolean {
  return Number(value) === 1;
}
