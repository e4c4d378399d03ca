/**
 * Custom fields (contract §9): a template with the record's data. Without `advanced_mode` the template is
 * Handlebars-style text rendered here; with it, the template is an HTML page whose scripts read a global `record`.
 */

/** What a custom field's template can read, as `record.…`. */
export interface CustomTemplateRecord {
  id: string;
  fields: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string; raw: boolean }
  | { kind: 'block'; helper: 'each' | 'if' | 'unless'; path: string; body: Node[]; otherwise: Node[] };

interface Scope {
  value: unknown;
  parent: Scope | null;
  locals: Record<string, unknown>;
}

const TAG = /\{\{\{\s*([^}]+?)\s*\}\}\}|\{\{\s*([^}]+?)\s*\}\}/g;

function parse(template: string): Node[] {
  const root: Node[] = [];
  const stack: { block: Extract<Node, { kind: 'block' }> | null; into: Node[] }[] = [{ block: null, into: root }];
  const current = () => stack[stack.length - 1]!;
  let position = 0;
  for (const match of template.matchAll(TAG)) {
    if (match.index > position) current().into.push({ kind: 'text', text: template.slice(position, match.index) });
    position = match.index + match[0].length;
    if (match[1] !== undefined) {
      current().into.push({ kind: 'value', path: match[1], raw: true });
      continue;
    }
    const tag = match[2]!;
    const open = /^#(each|if|unless)\s+(.+)$/.exec(tag);
    if (open) {
      const block = { kind: 'block' as const, helper: open[1] as 'each' | 'if' | 'unless', path: open[2]!.trim(), body: [], otherwise: [] };
      current().into.push(block);
      stack.push({ block, into: block.body });
    } else if (tag === 'else' && current().block) {
      current().into = current().block!.otherwise;
    } else if (/^\/(each|if|unless)$/.test(tag) && stack.length > 1) {
      stack.pop();
    } else if (!tag.startsWith('!')) {
      current().into.push({ kind: 'value', path: tag, raw: false });
    }
  }
  if (position < template.length) current().into.push({ kind: 'text', text: template.slice(position) });
  return root;
}

function lookup(scope: Scope, path: string): unknown {
  if (path.startsWith('@')) {
    for (let at: Scope | null = scope; at; at = at.parent) if (path in at.locals) return at.locals[path];
    return undefined;
  }
  const parts = path.split('.').filter((part) => part !== '');
  let start: unknown;
  if (parts[0] === 'this') {
    parts.shift();
    start = scope.value;
  } else {
    // A name resolves on the innermost scope that has it, like Handlebars' depth lookup.
    let at: Scope | null = scope;
    while (at && !(typeof at.value === 'object' && at.value !== null && parts[0]! in at.value)) at = at.parent;
    start = at?.value;
  }
  return parts.reduce<unknown>(
    (value, part) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined),
    start,
  );
}

/**
 * Escapes text for HTML content and attribute values.
 *
 * @example
 * escapeHtml('<b>"x"</b>'); // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isTruthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

function render(nodes: readonly Node[], scope: Scope): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'value') {
        const text = asText(lookup(scope, node.path));
        return node.raw ? text : escapeHtml(text);
      }
      const value = lookup(scope, node.path);
      if (node.helper === 'if' || node.helper === 'unless') {
        const shown = node.helper === 'if' ? isTruthy(value) : !isTruthy(value);
        return render(shown ? node.body : node.otherwise, scope);
      }
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((item, index) => [index, item])
        : typeof value === 'object' && value !== null
          ? Object.entries(value)
          : [];
      if (entries.length === 0) return render(node.otherwise, scope);
      return entries
        .map(([key, item], index) =>
          render(node.body, { value: item, parent: scope, locals: { '@index': index, '@key': key } }),
        )
        .join('');
    })
    .join('');
}

/**
 * Renders a Handlebars-style template with `record` in scope: `{{record.fields.text}}` (HTML-escaped),
 * `{{{raw}}}` (not escaped), `{{#each list}}…{{this}}…{{@index}}…{{/each}}`, `{{#if x}}…{{else}}…{{/if}}`,
 * `{{#unless x}}…{{/unless}}` and `{{! comments }}`.
 *
 * @example
 * renderCustomTemplate('<h1>{{record.fields.title}}</h1>', { id: '1', fields: { title: 'A & B' }, metadata: {} });
 * // '<h1>A &amp; B</h1>'
 */
export function renderCustomTemplate(template: string, record: CustomTemplateRecord): string {
  return render(parse(template), { value: { record }, parent: null, locals: {} });
}

/**
 * JSON that is safe inside an inline `<script>`: `<`, `>`, `&` and line separators are escaped, so a value
 * containing `</script>` cannot end the script.
 *
 * @example
 * scriptSafeJson({ a: '</script>' }); // '{"a":"\\u003c/script\\u003e"}'
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
