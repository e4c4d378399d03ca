/**
 * A parser for the search engine's `simple_query_string` syntax with default operator AND:
 * words (all must match), `"exact phrases"`, `prefix*`, `-excluded`, `a | b` alternatives, `+` and
 * parentheses. Like the original it never fails on odd input: unbalanced quotes or parentheses and
 * stray operators are read leniently, and words without letters or digits are dropped.
 */

/** A parsed text query. */
export type TextQueryNode =
  | { kind: 'term'; text: string; prefix: boolean }
  | { kind: 'phrase'; text: string }
  | { kind: 'and'; items: TextQueryNode[] }
  | { kind: 'or'; items: TextQueryNode[] }
  | { kind: 'not'; item: TextQueryNode };

type Token =
  | { type: 'word'; text: string; prefix: boolean; negated: boolean }
  | { type: 'phrase'; text: string; negated: boolean }
  | { type: 'or' }
  | { type: 'open'; negated: boolean }
  | { type: 'close' };

const HAS_WORD = /[\p{L}\p{N}]/u;
const MAX_GROUP_DEPTH = 16;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let negated = false;
  while (i < input.length) {
    const ch = input[i] as string;
    if (/\s/.test(ch) || ch === '+') {
      i += 1;
      continue;
    }
    if (ch === '-') {
      negated = true;
      i += 1;
      continue;
    }
    if (ch === '|') {
      tokens.push({ type: 'or' });
      negated = false;
      i += 1;
      continue;
    }
    if (ch === '(') {
      tokens.push({ type: 'open', negated });
      negated = false;
      i += 1;
      continue;
    }
    if (ch === ')') {
      tokens.push({ type: 'close' });
      i += 1;
      continue;
    }
    if (ch === '"') {
      const end = input.indexOf('"', i + 1);
      const text = input.slice(i + 1, end === -1 ? input.length : end);
      if (HAS_WORD.test(text)) tokens.push({ type: 'phrase', text, negated });
      negated = false;
      i = end === -1 ? input.length : end + 1;
      // A slop suffix (`"a b"~2`) is accepted and ignored.
      const slop = /^~\d*/.exec(input.slice(i));
      if (slop) i += slop[0].length;
      continue;
    }
    let end = i;
    while (end < input.length && !/[\s|()"]/.test(input[end] as string)) end += 1;
    let word = input.slice(i, end).replace(/~\d*$/, '');
    const prefix = word.endsWith('*');
    word = word.replace(/\*+$/, '');
    if (HAS_WORD.test(word)) tokens.push({ type: 'word', text: word, prefix, negated });
    negated = false;
    i = end;
  }
  return tokens;
}

class Parser {
  private position = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  parseOr(): TextQueryNode | null {
    const items: TextQueryNode[] = [];
    for (;;) {
      const item = this.parseAnd();
      if (item) items.push(item);
      if (this.tokens[this.position]?.type !== 'or') break;
      this.position += 1;
    }
    if (items.length === 0) return null;
    return items.length === 1 ? (items[0] as TextQueryNode) : { kind: 'or', items };
  }

  private parseAnd(): TextQueryNode | null {
    const items: TextQueryNode[] = [];
    for (;;) {
      const token = this.tokens[this.position];
      if (!token || token.type === 'or') break;
      if (token.type === 'close') {
        this.position += 1;
        // A closing parenthesis ends the group it belongs to; a stray one is skipped.
        if (this.depth > 0) break;
        continue;
      }
      this.position += 1;
      let node: TextQueryNode | null;
      let negated: boolean;
      if (token.type === 'open') {
        // Nesting beyond this depth is flattened so hostile input cannot exhaust the stack.
        if (this.depth >= MAX_GROUP_DEPTH) continue;
        this.depth += 1;
        node = this.parseOr();
        this.depth -= 1;
        negated = token.negated;
      } else if (token.type === 'phrase') {
        node = { kind: 'phrase', text: token.text };
        negated = token.negated;
      } else {
        node = { kind: 'term', text: token.text, prefix: token.prefix };
        negated = token.negated;
      }
      if (node) items.push(negated ? { kind: 'not', item: node } : node);
    }
    if (items.length === 0) return null;
    return items.length === 1 ? (items[0] as TextQueryNode) : { kind: 'and', items };
  }
}

/**
 * Parses a query string; null when it holds no word (which matches every record).
 *
 * @example
 * parseSimpleQueryString('ada -"lord byron" comput*');
 * // { kind: 'and', items: [term ada, not(phrase 'lord byron'), term comput (prefix)] }
 */
export function parseSimpleQueryString(input: string): TextQueryNode | null {
  return new Parser(tokenize(input)).parseOr();
}

/** Number of words and phrases in a parsed query. */
export function countLeaves(node: TextQueryNode): number {
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return 1;
    case 'not':
      return countLeaves(node.item);
    default:
      return node.items.reduce((sum, item) => sum + countLeaves(item), 0);
  }
}
