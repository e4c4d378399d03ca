/**
 * How the bulk writes bind a column's values as one PostgreSQL array parameter (`unnest-insert.ts`,
 * `unnest-rows.ts`): strings joined by a separator that PostgreSQL splits (`pgJoinedArray`), else the array's text
 * form (`pgArrayLiteral`), else the values, which the driver converts.
 *
 * The array's text form (`{"a","b",NULL}`) is built with `JSON.stringify`. The driver
 * builds it element by element with two regular-expression replaces each; on the SDK's `records.log()` batches
 * (some 25 MB of column arrays over 10,240 records, JSON texts full of quotes) that was ~9 % of the server's CPU.
 *
 * Inside the array syntax's double quotes, a backslash takes the next character as it is, so JSON's escapes of
 * `"` and `\` (`\"`, `\\`) read back as those characters; JSON's other escapes (`\n`, `\u0001`, a lone
 * surrogate's `\ud800`) would not, and such arrays are left to the driver, as are values JSON writes otherwise
 * (`NaN`, bytes, objects). Unquoted, `null` is the array's NULL and `true`, `false` and numbers read as themselves.
 */

/**
 * One of JSON's escapes other than `\"` and `\\`: an odd run of backslashes (pairs are escaped backslashes)
 * before anything but a quote. (An even run before a letter is a backslash the text holds, as `\n` in a JSON text.)
 */
const OTHER_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\[^"\\]/;

function writtenAsIs(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * The array literal of `values` (strings, finite numbers, booleans, null), to bind as the text of an array
 * parameter (`$1::text[]`); undefined when the driver must convert them (other values, or a string JSON escapes
 * with a meaning of its own: a control character or a lone surrogate).
 */
export function pgArrayLiteral(values: readonly unknown[]): string | undefined {
  for (const value of values) if (!writtenAsIs(value)) return undefined;
  const json = JSON.stringify(values);
  if (OTHER_ESCAPE.test(json)) return undefined;
  return `{${json.slice(1, -1)}}`;
}

/** Separates the elements of a joined array. JSON texts, ids and timestamps never hold it raw. */
const SEPARATOR = '\x1e';
/** Stands for a NULL element of a joined array. */
const NULL_ELEMENT = '\x1f';

/**
 * `values` (strings and nulls) as one text that PostgreSQL splits back (`pgArraySql`); undefined when a value
 * is something else, holds the separator or is the NULL mark, or the array is a single empty string (which splits to
 * no element). A joined text copies each string once, where the array's text form escapes every quote of a JSON text
 * and PostgreSQL's `array_in` reads it back character by character: on the SDK's `records.log()` batches, the
 * parameters' parsing went from 160 to 30 ms of PostgreSQL's time per 10,240 records, beside less work in Node.
 */
export function pgJoinedArray(values: readonly unknown[]): string | undefined {
  if (values.length === 1 && values[0] === '') return undefined;
  const parts: string[] = new Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = NULL_ELEMENT;
    else if (typeof value !== 'string' || value === NULL_ELEMENT || value.includes(SEPARATOR))
      return undefined;
    else parts[i] = value;
  }
  return parts.join(SEPARATOR);
}

/** A column's array parameter: `value` is bound, `joined` tells whether it is a `pgJoinedArray` text. */
export interface PgArrayBinding {
  value: unknown;
  joined: boolean;
}

/**
 * How `values` are bound: joined where `pgJoinedArray` can, else as their literal where `pgArrayLiteral` writes one,
 * else as given, for the driver (as is anything but an array).
 */
export function pgArrayBinding(values: unknown): PgArrayBinding {
  if (!Array.isArray(values)) return { value: values, joined: false };
  const joined = pgJoinedArray(values);
  if (joined !== undefined) return { value: joined, joined: true };
  return { value: pgArrayLiteral(values) ?? values, joined: false };
}

/**
 * The SQL around a parameter bound as `binding` that reads it as an array of `type`: `before` + `$3` + `after`,
 * `string_to_array(` … `, E'\\x1e', E'\\x1f')::text[]` for a joined text, else `` … `::text[]`.
 */
export function pgArraySql(
  type: string,
  binding: Pick<PgArrayBinding, 'joined'>,
): { before: string; after: string } {
  return binding.joined
    ? { before: 'string_to_array(', after: `, E'\\x1e', E'\\x1f')::${type}[]` }
    : { before: '', after: `::${type}[]` };
}
