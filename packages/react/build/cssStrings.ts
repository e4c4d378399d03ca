import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The components' styles are CSS in template literals (`*Css.ts`, injected by `useScopedStyles` into a document or a
 * shadow root), written readable: comments, indentation, a rule per line. A bundle minifies the code around them but
 * not their text, so each page shipped the comments and indentation of every style it injects.
 */

/** Files whose template literals are CSS (the project's naming convention). */
const CSS_MODULE = /Css\.ts$/;

/** After these, and before them, a space never matters in CSS. */
const TIGHT = new Set(['{', '}', ';', ',']);

/**
 * A part of a CSS text with its comments and the whitespace that does not matter taken out: a run of whitespace (a
 * comment counts as one) becomes one space, none next to `{ } ; ,`, and its line breaks where it has any, so the
 * module's lines, and its source map, do not move. Text in quotes is kept as it is; `quoted` is the quote open where
 * the part starts (a part may end inside quotes: `[theme="${name}"]`), and the one open where it ends is returned.
 * A space at either end stays: the part may meet an interpolated value there (`${width} ${style}`).
 */
export function minifyCssPart(text: string, quoted: string | null = null): { text: string; quoted: string | null } {
  let out = '';
  // Whitespace seen and not written yet: whether any, and its line breaks.
  let space = false;
  let breaks = 0;
  const flush = (next: string | undefined) => {
    if (breaks > 0) out += '\n'.repeat(breaks);
    else if (space && !TIGHT.has(out.at(-1) ?? '') && !TIGHT.has(next ?? '')) out += ' ';
    space = false;
    breaks = 0;
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (quoted !== null) {
      out += char;
      if (char === '\\' && i + 1 < text.length) out += text[++i];
      else if (char === quoted) quoted = null;
      i += 1;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const comment = end === -1 ? text.slice(i) : text.slice(i, end + 2);
      space = true;
      breaks += comment.split('\n').length - 1;
      i += comment.length;
    } else if (/\s/.test(char)) {
      space = true;
      if (char === '\n') breaks += 1;
      i += 1;
    } else {
      flush(char);
      if (char === '"' || char === "'") quoted = char;
      out += char;
      i += 1;
    }
  }
  flush(undefined);
  return { text: out, quoted };
}

/** The static parts of one template literal, in order (head, then each span's literal). */
function templateParts(node: ts.TemplateLiteral): (ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode)[] {
  return ts.isNoSubstitutionTemplateLiteral(node) ? [node] : [node.head, ...node.templateSpans.map((span) => span.literal)];
}

/**
 * The source of a `*Css.ts` module with the CSS text of its template literals minified (`minifyCssPart`); undefined
 * when nothing changed. Only the literals' raw text between their delimiters (`` ` ``, `${`, `}`) is rewritten.
 */
export function minifyCssModule(source: string, fileName = 'styles.ts'): string | undefined {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      let quoted: string | null = null;
      for (const part of templateParts(node)) {
        const closing = part.kind === ts.SyntaxKind.TemplateHead || part.kind === ts.SyntaxKind.TemplateMiddle ? 2 : 1;
        const start = part.getStart(file) + 1;
        const end = part.getEnd() - closing;
        const minified = minifyCssPart(source.slice(start, end), quoted);
        quoted = minified.quoted;
        edits.push({ start, end, text: minified.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out === source ? undefined : out;
}

/**
 * Minifies the CSS text of the `*Css.ts` modules in a build (the elements and the web app). Lines are kept, so the
 * source maps of the code around the styles stay right (`map: null`: the module's mappings are unchanged).
 */
export function cssStrings(): Plugin {
  return {
    name: 'marginalia-css-strings',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] as string;
      if (!CSS_MODULE.test(path)) return null;
      const minified = minifyCssModule(code, path);
      return minified === undefined ? null : { code: minified, map: null };
    },
  };
}
