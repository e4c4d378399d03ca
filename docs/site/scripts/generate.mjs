// Writes the site's pages into `pages/` (VitePress's source folder, not committed) from
//   - `content/*.md`: short page templates whose directives pull in the repository's own markdown
//       <!-- include: README.md#Quick start [body] -->   a section (`body`: without its heading, `intro`: only the
//                                                       text before its first subheading, `level=N`: its heading at N)
//       <!-- live: mg-progress {"theme": "dark"} -->   the live example of an element (attributes overridden)
//       <!-- generated: events | tokens | routes | element-list -->
//   - the elements' manifest (`packages/elements/dist/custom-elements.json`): one page per element;
//   - the built server's routes, for the HTTP API page.
// Relative links of included markdown point at the page that includes their target, or become code.
// It also copies the elements' build into the site (`/elements/`), which the live examples load.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { apiRoutes, routesTable } from './apiRoutes.mjs';
import { elementList, elementPage, elementsOf, eventsTable, liveExample, tokensTable } from './elementPages.mjs';
import { headingsOf, rewriteLinks, sectionOf, shapeSection } from './markdownSections.mjs';

const site = fileURLToPath(new URL('..', import.meta.url));
const repo = resolve(site, '../..');
const pagesDir = join(site, 'pages');
const elementsDist = join(repo, 'packages/elements/dist');

/**
 * The built-in themes' colours, from the React package's palette module (plain data: TypeScript only strips its
 * types; the package's build cannot be imported without a DOM).
 */
async function themePalettes() {
  const source = readFileSync(join(repo, 'packages/react/src/styles/themePalettes.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  return (await import(`data:text/javascript,${encodeURIComponent(outputText)}`)).THEME_PALETTES;
}

const DIRECTIVE = /<!--\s*(include|live|generated):\s*(.*?)\s*-->/g;

function need(path, hint) {
  if (!existsSync(path)) throw new Error(`${path} is missing: ${hint}`);
  return path;
}

/** `README.md#Quick start [body, level=3]` → { file, title, options }. */
function parseInclude(argument) {
  const [, target, list = ''] = /^(.*?)(?:\s*\[(.*)\])?$/.exec(argument);
  const hash = target.indexOf('#');
  const file = hash < 0 ? target : target.slice(0, hash);
  const title = hash < 0 ? null : target.slice(hash + 1);
  const options = {};
  for (const option of list.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const [name, value] = option.split('=');
    options[name] = value === undefined ? true : Number(value);
  }
  return { file, title, options };
}

const templates = readdirSync(join(site, 'content'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, url: name === 'index.md' ? '/' : `/${name.replace(/\.md$/, '')}`, text: readFileSync(join(site, 'content', name), 'utf8') }));

// First pass: which page shows which file and which of its headings, so links can follow them.
const sources = new Map();
const readSource = (file) => {
  if (!sources.has(file)) sources.set(file, readFileSync(need(join(repo, file), 'an include names a missing file'), 'utf8'));
  return sources.get(file);
};
const pageOfFile = new Map();
const pageOfAnchor = new Map();
for (const template of templates) {
  for (const [, kind, argument] of template.text.matchAll(DIRECTIVE)) {
    if (kind !== 'include') continue;
    const { file, title } = parseInclude(argument);
    const lines = sectionOf(readSource(file), title, file);
    if (title === null || !pageOfFile.has(file)) pageOfFile.set(file, template.url);
    for (const { slug } of headingsOf(lines.map((entry) => entry.line).join('\n'))) {
      if (!pageOfAnchor.has(`${file}#${slug}`)) pageOfAnchor.set(`${file}#${slug}`, template.url);
    }
  }
}
const resolveLink = (file, anchor) => {
  if (anchor) {
    const page = pageOfAnchor.get(`${file}#${anchor}`);
    return page ? `${page}#${anchor}` : null;
  }
  return pageOfFile.get(file) ?? null;
};

const manifest = JSON.parse(readFileSync(need(join(elementsDist, 'custom-elements.json'), 'build @marginalia/elements first'), 'utf8'));
const elements = elementsOf(manifest);
const server = await import(pathToFileURL(need(join(repo, 'packages/server/dist/index.js'), 'build @marginalia/server first')).href);
const THEME_PALETTES = await themePalettes();
const generated = {
  events: () => eventsTable(elements),
  tokens: () => tokensTable(elements, THEME_PALETTES),
  'element-list': () => elementList(elements),
  routes: async () => routesTable(await apiRoutes(server)),
};

/** A live directive: the tag, and attributes (and `style`) given on the page over its example's own. */
function live(argument) {
  const [, tag, overrides] = /^(mg-[a-z-]+)\s*(\{.*\})?$/.exec(argument);
  return liveExample(tag, overrides ? JSON.parse(overrides) : {});
}

async function expand(template) {
  let text = template.text;
  for (const [directive, kind, argument] of [...template.text.matchAll(DIRECTIVE)]) {
    let replacement;
    if (kind === 'include') {
      const { file, title, options } = parseInclude(argument);
      replacement = rewriteLinks(shapeSection(sectionOf(readSource(file), title, file), options), file, resolveLink);
    } else if (kind === 'live') {
      replacement = live(argument);
    } else {
      if (!generated[argument]) throw new Error(`${template.name}: no generated part "${argument}"`);
      replacement = await generated[argument]();
    }
    text = text.replace(directive, () => replacement);
  }
  return text;
}

rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(join(pagesDir, 'elements'), { recursive: true });
for (const template of templates) writeFileSync(join(pagesDir, template.name), await expand(template));
for (const element of elements) writeFileSync(join(pagesDir, 'elements', `${element.tagName}.md`), elementPage(element, elements));
cpSync(join(site, 'public'), join(pagesDir, 'public'), { recursive: true });
cpSync(elementsDist, join(pagesDir, 'public', 'elements'), { recursive: true, filter: (path) => !path.endsWith('.map') && !path.endsWith('.d.ts') });
process.stdout.write(`docs: ${templates.length} pages from content/, ${elements.length} element pages, the elements' build in /elements/\n`);
