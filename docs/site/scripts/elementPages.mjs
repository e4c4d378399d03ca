// The pages made from the elements' Custom Elements Manifest (`custom-elements.json`): one page per element, the
// events of every element, and the design tokens (the CSS custom properties and the themes' values).
import { LIVE_EXAMPLES } from '../liveExamples.mjs';

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text) => `\`${cell(text)}\``;

/** The elements of the manifest, in its order. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) => module.declarations.map((element) => ({ ...element, module: module.path })));
}

/** The CSS custom properties every element reads (the theme's), by name. */
function sharedCssProperties(elements) {
  return new Set(
    elements[0].cssProperties
      .map((entry) => entry.name)
      .filter((name) => elements.every((element) => element.cssProperties.some((entry) => entry.name === name))),
  );
}

function table(head, rows) {
  if (rows.length === 0) return '_None._';
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/**
 * The `<LiveExample>` of a tag, with the props its entry in `liveExamples.mjs` gives; `overrides` (a page's own
 * attributes, and `style` for the element's inline style) win over the entry's.
 */
export function liveExample(tag, overrides = {}) {
  const entry = LIVE_EXAMPLES[tag];
  if (!entry) throw new Error(`No live example for <${tag}>: add one to docs/site/liveExamples.mjs`);
  const { style, ...attributes } = overrides;
  const example = { ...entry, attributes: { ...entry.attributes, ...attributes }, ...(style ? { style } : {}) };
  return `<LiveExample tag="${tag}" :example='${JSON.stringify(example).replace(/'/g, '&#39;')}' />`;
}

/** The HTML a page writes for the example, with the placeholders a reader replaces. */
function snippetOf(tag) {
  const { attributes = {}, properties = {}, height, keyless } = LIVE_EXAMPLES[tag];
  const written = [
    'base-url="https://annotate.example.org/api"',
    ...(keyless ? [] : ['api-key="YOUR_API_KEY"']),
    ...Object.entries(attributes).map(([name, value]) => {
      const shown = String(value).replace(/\{dataset:[^}]+\}/, 'DATASET_ID').replace(/\{record:[^}]+\}/, 'RECORD_ID');
      return shown === '' ? name : `${name}="${shown}"`;
    }),
  ];
  const style = height ? ` style="height: ${height}"` : '';
  const lines = [
    '<script src="https://annotate.example.org/elements/marginalia-elements.iife.js"></script>',
    '',
    `<${tag} ${written.join(' ')}${style}></${tag}>`,
  ];
  for (const [name, value] of Object.entries(properties)) {
    lines.push('', '<script>', `  document.querySelector('${tag}').${name} = ${JSON.stringify(value)};`, '</script>');
  }
  return lines.join('\n');
}

/** The page of one element: what it is, its live example, and its attributes, properties, events, parts and CSS. */
export function elementPage(element, elements) {
  const shared = sharedCssProperties(elements);
  const attributes = element.attributes.map((entry) => [
    code(entry.name),
    code(`.${entry.fieldName}`),
    code(entry.type.text),
    cell(entry.description) + (entry.default ? ` Default: ${cell(entry.default)}.` : ''),
  ]);
  const properties = element.members
    .filter((member) => member.attribute === undefined)
    .map((member) => [code(`.${member.name}`) + (member.readonly ? ' (read only)' : ''), code(member.type.text), cell(member.description)]);
  const events = element.events.map((event) => [code(event.name), code(event.type.text), cell(event.description)]);
  const parts = element.cssParts.map((part) => [code(`::part(${part.name})`), cell(part.description)]);
  const own = element.cssProperties.filter((entry) => !shared.has(entry.name));
  const css = own.map((entry) => [code(entry.name), cell(entry.description)]);
  return [
    '---',
    `title: ${element.tagName}`,
    '---',
    '',
    `# \`<${element.tagName}>\``,
    '',
    cell(element.description),
    '',
    `Script: \`${element.module.replace(/^dist\//, '')}\` (or the one-script bundle); class \`${element.name}\`.`,
    '',
    '## Live',
    '',
    liveExample(element.tagName),
    '',
    '```html',
    snippetOf(element.tagName),
    '```',
    '',
    '## Attributes',
    '',
    table(['attribute', 'property', 'type', 'meaning'], attributes),
    '',
    '## Properties',
    '',
    table(['property', 'type', 'meaning'], properties),
    '',
    '## Events',
    '',
    'Every event bubbles and is composed, so a listener on the element or on any ancestor hears it.',
    '',
    table(['event', 'type', 'meaning'], events),
    '',
    '## CSS parts',
    '',
    table(['part', 'what it styles'], parts),
    '',
    '## CSS custom properties',
    '',
    `${own.length ? 'Its own, besides the' : 'The'} [theme's custom properties](/events-and-tokens#design-tokens) every element reads.`,
    ...(own.length ? ['', table(['property', 'meaning'], css)] : []),
    '',
  ].join('\n');
}

/** Every event of every element: who fires it, its detail and meaning. */
export function eventsTable(elements) {
  const byName = new Map();
  for (const element of elements) {
    for (const event of element.events) {
      const entry = byName.get(event.name) ?? { event, tags: [] };
      entry.tags.push(element.tagName);
      byName.set(event.name, entry);
    }
  }
  const rows = [...byName.values()].map(({ event, tags }) => [
    code(event.name),
    tags.length === elements.length ? 'every element' : tags.map((tag) => `[${code(tag)}](/elements/${tag})`).join(', '),
    code(event.type.text),
    cell(event.description),
  ]);
  return table(['event', 'fired by', 'type', 'meaning'], rows);
}

/** The design tokens: the theme's custom properties with each theme's value, then the elements' own. */
export function tokensTable(elements, palettes) {
  const shared = sharedCssProperties(elements);
  const themes = Object.keys(palettes ?? {});
  const rows = elements[0].cssProperties
    .filter((entry) => shared.has(entry.name))
    .map((entry) => {
      const token = entry.name.replace(/^--mg-color-/, '');
      const values = themes.map((theme) => (palettes[theme][token] ? code(palettes[theme][token]) : ''));
      return [code(entry.name), cell(entry.description), ...values];
    });
  const own = elements.flatMap((element) =>
    element.cssProperties
      .filter((entry) => !shared.has(entry.name))
      .map((entry) => [code(entry.name), `[${code(element.tagName)}](/elements/${element.tagName})`, cell(entry.description)]),
  );
  return [
    table(['property', 'meaning', ...themes.map((theme) => `${theme} theme`)], rows),
    '',
    'Read by some elements only:',
    '',
    table(['property', 'element', 'meaning'], own),
  ].join('\n');
}

/** A list of the element pages, with each element's summary. */
export function elementList(elements) {
  return elements.map((element) => `- [\`<${element.tagName}>\`](/elements/${element.tagName}): ${element.description}`).join('\n');
}
