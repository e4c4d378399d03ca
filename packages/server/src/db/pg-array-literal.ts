/**
 * PostgreSQL's text form of a one-dimensional array (`{"a","b",NULL}`), built with `JSON.stringify`. The driver
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

/** An array parameter as bound: its literal where `pgArrayLiteral` writes one, else the values, for the driver. */
export function pgArrayParameter(values: unknown): unknown {
  return (Array.isArray(values) && pgArrayLiteral(values)) || values;
}
