/** The values a real client accepts at a key path (an enumeration of its models). */
export interface EnumRule {
  /**
   * The value's whole key path, dotted, `[]` for any array item, `*` for any run of characters: `role` is the
   * root's key, `items[].role` a listed item's, `*settings.type` any settings' type.
   */
  path: string;
  values: readonly (string | number | boolean | null)[];
  /**
   * Only in answers to these requests: `METHOD path` as recorded (`<id:N>` placeholders included), `*` for any
   * run of characters, e.g. `PATCH /api/v1/datasets/*`. Without it the rule applies to every answer.
   */
  request?: string;
}

/** How a placeholder of the fixture is read back: the id map the replayer keeps. */
export interface PlaceholderLookup {
  /** The value bound to `<id:N>` / `<secret:N>`, or undefined while unbound. */
  valueOf(placeholder: string): string | undefined;
}

export interface ShapeOptions {
  enums?: readonly EnumRule[];
  /** Recorded arrays of exactly this length were cut when recorded: the answer may hold more items. */
  maxItems?: number | null;
  placeholders?: PlaceholderLookup;
}

const PLACEHOLDER = /^<(id|secret):\d+>$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

type Kind = 'null' | 'string' | 'number' | 'boolean' | 'array' | 'object';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as Kind;
}

/** Whether `text` matches `glob` whole, `*` standing for any run of characters. */
export function matchesGlob(glob: string, text: string): boolean {
  const pattern = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(text);
}

function shapePath(parent: string, key: string | null): string {
  if (key === null) return `${parent}[]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * Lists how `actual` differs in shape from `recorded`, what a real client got: every recorded key present
 * and no other, each value of the same JSON type, recursively (arrays item by item, equally long unless the
 * recording cut them); each enumerated value among the client's (`enums`); a recorded timestamp an ISO
 * timestamp; a recorded id placeholder already bound the same id. Returns one message per difference.
 */
export function checkShape(
  recorded: unknown,
  actual: unknown,
  options: ShapeOptions = {},
  path = '',
): string[] {
  const problems: string[] = [];
  const where = path || '(body)';
  for (const rule of options.enums ?? []) {
    if (!matchesGlob(rule.path, path) || typeof actual === 'object') continue;
    if (!rule.values.includes(actual as string)) {
      problems.push(
        `${where}: ${JSON.stringify(actual)} is not one of the client's values ${JSON.stringify(rule.values)}`,
      );
    }
  }
  const recordedKind = kindOf(recorded);
  const actualKind = kindOf(actual);
  if (recordedKind !== actualKind) {
    return [...problems, `${where}: ${actualKind} where the client got ${recordedKind}`];
  }
  if (typeof recorded === 'string') {
    if (recorded === '<timestamp>' && !TIMESTAMP.test(actual as string))
      problems.push(`${where}: ${JSON.stringify(actual)} is not a timestamp`);
    const bound = PLACEHOLDER.test(recorded) ? options.placeholders?.valueOf(recorded) : undefined;
    if (bound !== undefined && bound !== actual)
      problems.push(`${where}: ${JSON.stringify(actual)} where the client got ${recorded} (${bound})`);
    return problems;
  }
  if (Array.isArray(recorded)) {
    const items = actual as unknown[];
    const cut = options.maxItems != null && recorded.length === options.maxItems;
    if (cut ? items.length < recorded.length : items.length !== recorded.length)
      problems.push(`${where}: ${items.length} items where the client got ${recorded.length}`);
    recorded.forEach((item, index) => {
      if (index < items.length)
        problems.push(...checkShape(item, items[index], options, shapePath(path, null)));
    });
    return problems;
  }
  if (recordedKind === 'object') {
    const got = actual as Record<string, unknown>;
    const expected = recorded as Record<string, unknown>;
    // Keys may be ids (objects keyed by a record's or user's id): read them through the placeholders.
    const keyOf = (key: string) =>
      PLACEHOLDER.test(key) ? (options.placeholders?.valueOf(key) ?? key) : key;
    const expectedKeys = new Set(Object.keys(expected).map(keyOf));
    for (const key of Object.keys(expected)) {
      const gotKey = keyOf(key);
      if (!(gotKey in got)) problems.push(`${where}: key "${key}" is missing`);
      else problems.push(...checkShape(expected[key], got[gotKey], options, shapePath(path, key)));
    }
    for (const key of Object.keys(got)) {
      if (!expectedKeys.has(key)) problems.push(`${where}: key "${key}" is not in what the client got`);
    }
  }
  return problems;
}
