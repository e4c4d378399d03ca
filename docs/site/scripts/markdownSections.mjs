// Sections of the repository's markdown, for the pages that include them: a section is a heading and everything
// below it up to the next heading of its level or higher. Fenced code is never read as headings or links.

/** The anchor a heading gets (GitHub's and VitePress's rule for plain headings: lower case, words joined by -). */
export function slugOf(heading) {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The lines of `text`, each with its heading level (0 for a line that is not a heading, or inside fenced code). */
function linesOf(text) {
  let fence = null;
  return text.split('\n').map((line) => {
    const opening = /^\s*(```+|~~~+)/.exec(line);
    if (opening) {
      if (fence === null) fence = opening[1];
      else if (line.trim().startsWith(fence)) fence = null;
      return { line, level: 0, title: null };
    }
    const heading = fence === null ? /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line) : null;
    return { line, level: heading ? heading[1].length : 0, title: heading ? heading[2] : null };
  });
}

/** Every heading of a file with its anchor. */
export function headingsOf(text) {
  return linesOf(text)
    .filter((entry) => entry.level > 0)
    .map((entry) => ({ level: entry.level, title: entry.title, slug: slugOf(entry.title) }));
}

/**
 * The section of `text` under the heading `title` (its heading first), or the whole text when `title` is null.
 * Throws when no heading has that title: a renamed heading must fail the docs build, not empty a page.
 */
export function sectionOf(text, title, source) {
  const lines = linesOf(text);
  if (title === null) return lines;
  const start = lines.findIndex((entry) => entry.level > 0 && entry.title === title);
  if (start < 0) throw new Error(`${source} has no heading "${title}"`);
  const { level } = lines[start];
  const end = lines.findIndex((entry, index) => index > start && entry.level > 0 && entry.level <= level);
  return lines.slice(start, end < 0 ? lines.length : end);
}

/**
 * A section as a page shows it: `body` drops its own heading, `intro` keeps only the text before its first
 * subheading, `level` moves its heading to that level (its subheadings follow).
 */
export function shapeSection(lines, { body = false, intro = false, level = null } = {}) {
  let shaped = lines;
  const top = shaped.find((entry) => entry.level > 0);
  if (intro) {
    const next = shaped.findIndex((entry, index) => index > 0 && entry.level > 0);
    shaped = next < 0 ? shaped : shaped.slice(0, next);
  }
  if (body && top === shaped[0]) shaped = shaped.slice(1);
  const shift = level !== null && top ? level - top.level : 0;
  return shaped
    .map((entry) => (entry.level > 0 && shift !== 0 ? `${'#'.repeat(Math.min(6, entry.level + shift))} ${entry.title}` : entry.line))
    .join('\n')
    .trim();
}

/**
 * Rewrites the relative links of `markdown` (outside code), read from the repository file `source`: `resolve`
 * answers the page URL for a repository path and anchor, or null, and a link nothing answers becomes the path in
 * code (the site has no file browser).
 */
export function rewriteLinks(markdown, source, resolve) {
  let fence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence) return line;
      return line.replace(/(?<!!)\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, text, target) => {
        if (/^[a-z]+:/i.test(target)) return whole;
        const [path, anchor = null] = target.split('#');
        const file = path === '' ? source : joinPath(dirOf(source), path);
        const page = resolve(file, anchor);
        if (page) return `[${text}](${page})`;
        const shown = path === '' ? `${source}#${anchor}` : file;
        return text.replace(/`/g, '') === shown ? `\`${shown}\`` : `${text} (\`${shown}\`)`;
      });
    })
    .join('\n');
}

function dirOf(path) {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/** `base/relative`, normalised (`..`, `.`, trailing `/`), as a path from the repository root. */
function joinPath(base, relative) {
  const parts = [];
  for (const part of `${base}/${relative}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}
