// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { minifyCssModule, minifyCssPart } from './cssStrings';

const packagesRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every `*Css.ts` module of the packages whose styles a build bundles. */
function cssModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('Css.ts')) found.push(path);
    }
  };
  for (const name of ['react', 'elements', 'core']) walk(join(packagesRoot, name, 'src'));
  return found;
}

/** Each template literal's CSS, its interpolations replaced by one placeholder word (as a value or a selector). */
function templateCss(source: string): string[] {
  const file = ts.createSourceFile('m.ts', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text + node.templateSpans.map((span) => `mgx${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/**
 * What a CSS engine makes of a text: lightningcss's minified output, inside a rule when it is only declarations. The
 * engine keeps a value it does not parse (one with `var()`) as written, with a space after a comma where there was
 * whitespace; whitespace next to a comma never means anything in CSS, so it is left out of the comparison.
 */
function parsed(css: string): string {
  const run = (code: string) =>
    transform({ filename: 'x.css', code: Buffer.from(code), minify: true, errorRecovery: true }).code.toString();
  return run(css.includes('{') ? css : `.mgx{${css}}`).replace(/\s*,\s*/g, ',');
}

describe('minifyCssPart', () => {
  it('drops comments and indentation, keeps the line breaks and the spaces that matter', () => {
    const css = `
/* The bar. */
.mg-bar { display: flex;   gap: 0.5rem; }
.mg-bar .mg-item:hover, .mg-bar :focus-visible {
  width: calc(100% - 2 * var(--mg-space-2));  /* both sides */
  margin: 0 auto;
}
`;
    expect(minifyCssPart(css).text).toBe(
      '\n\n.mg-bar{display: flex;gap: 0.5rem;}\n.mg-bar .mg-item:hover,.mg-bar :focus-visible{\nwidth: calc(100% - 2 * var(--mg-space-2));\nmargin: 0 auto;\n}\n',
    );
  });

  it('keeps text in quotes as it is, across the parts of a literal', () => {
    expect(minifyCssPart(`[aria-label="a ,  b /* c */"]  { x: 1 }`).text).toBe(`[aria-label="a ,  b /* c */"]{x: 1}`);
    const head = minifyCssPart(`:host([theme="`);
    expect(head).toEqual({ text: ':host([theme="', quoted: '"' });
    // The next part starts inside the quotes: its text up to the closing quote is the value's.
    expect(minifyCssPart(` dark  "])  { color: red }`, head.quoted)).toEqual({
      text: ` dark  "]){color: red}`,
      quoted: null,
    });
  });

  it('keeps a space at either end, where an interpolated value may meet the part', () => {
    expect(minifyCssPart('  ').text).toBe(' ');
    expect(minifyCssPart(' solid ').text).toBe(' solid ');
    expect(minifyCssPart(' ; ').text).toBe(';');
  });
});

describe('minifyCssModule', () => {
  it('rewrites only the text of template literals, with the lines of the module kept', () => {
    const source = [
      'const width = 2;',
      'const tokens = (names: string[]) => names.map((name) => `--mg-${name}:  var(--x-${name});`).join(" ");',
      'export const barCss = `',
      '  /* A comment. */',
      '  .mg-bar {  border: ${width}px ${"solid"}  red; }',
      '`;',
    ].join('\n');
    const minified = minifyCssModule(source) as string;
    expect(minified.split('\n')).toHaveLength(source.split('\n').length);
    expect(minified).toContain('`--mg-${name}: var(--x-${name});`).join(" ")');
    expect(minified).toContain('.mg-bar{border: ${width}px ${"solid"} red;}');
    expect(minifyCssModule('export const x = 1;')).toBeUndefined();
  });

  it("leaves every style of the packages as a CSS engine reads it, on the same lines", () => {
    const modules = cssModules();
    expect(modules.length).toBeGreaterThan(30);
    let before = 0;
    let after = 0;
    for (const path of modules) {
      const source = readFileSync(path, 'utf8');
      const minified = minifyCssModule(source, path) ?? source;
      expect(minified.split('\n').length, relative(packagesRoot, path)).toBe(source.split('\n').length);
      const original = templateCss(source);
      const rewritten = templateCss(minified);
      expect(rewritten.length, relative(packagesRoot, path)).toBe(original.length);
      original.forEach((css, index) => {
        expect(parsed(rewritten[index] as string), `${relative(packagesRoot, path)} #${index}`).toBe(parsed(css));
      });
      before += original.join('').length;
      after += rewritten.join('').length;
    }
    // Comments and indentation are a tenth or more of the styles' text.
    expect(after / before).toBeLessThan(0.9);
  });
});
