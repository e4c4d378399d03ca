/** One run of a word diff: words both texts share, or words only the compared text has (added) or lacks (removed). */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Beyond this many words on a side the diff is not worth its quadratic table: the texts differ as a whole. */
const MAX_DIFF_WORDS = 1500;

const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

function pushPart(parts: DiffPart[], kind: DiffPart['kind'], word: string) {
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += ` ${word}`;
  else parts.push({ kind, text: word });
}

/**
 * The word diff of `text` against `reference` (longest common subsequence of their words; whitespace is not
 * compared): the parts in reading order, runs of one kind joined by single spaces.
 *
 * @example
 * wordDiff('a big cat', 'a cat'); // [{kind:'same',text:'a'},{kind:'added',text:'big'},{kind:'same',text:'cat'}]
 */
export function wordDiff(text: string, reference: string): DiffPart[] {
  const mine = wordsOf(text);
  const theirs = wordsOf(reference);
  if (mine.length > MAX_DIFF_WORDS || theirs.length > MAX_DIFF_WORDS) {
    const parts: DiffPart[] = [];
    if (theirs.length > 0) parts.push({ kind: 'removed', text: theirs.join(' ') });
    if (mine.length > 0) parts.push({ kind: 'added', text: mine.join(' ') });
    return parts;
  }
  // lengths[i][j]: the longest common subsequence of mine[i…] and theirs[j…].
  const lengths = Array.from({ length: mine.length + 1 }, () => new Array<number>(theirs.length + 1).fill(0));
  for (let i = mine.length - 1; i >= 0; i--) {
    for (let j = theirs.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        mine[i] === theirs[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < mine.length || j < theirs.length) {
    if (i < mine.length && j < theirs.length && mine[i] === theirs[j]) {
      pushPart(parts, 'same', mine[i]!);
      i++;
      j++;
    } else if (j < theirs.length && (i === mine.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
      pushPart(parts, 'removed', theirs[j++]!);
    } else {
      pushPart(parts, 'added', mine[i++]!);
    }
  }
  return parts;
}
