import type { RankingAnswerItem } from '../model/AnswerValue';

/** One numbered slot of a ranking question and the options placed in it (ties share a slot). */
export interface RankingSlot {
  /** 1-based. */
  rank: number;
  values: string[];
}

/** Where every option of a ranking question sits. */
export interface RankingLayout {
  /** Slots 1 to the number of options. */
  slots: RankingSlot[];
  /** Options not ranked yet, in option order. */
  unranked: string[];
}

function rankOf(value: unknown, optionValue: string, slotCount: number): number | null {
  if (!Array.isArray(value)) return null;
  const item = (value as RankingAnswerItem[]).find((candidate) => String(candidate?.value) === optionValue);
  const rank = item?.rank;
  return typeof rank === 'number' && Number.isInteger(rank) && rank >= 1 && rank <= slotCount ? rank : null;
}

/**
 * Every option with its rank (null when unranked), read from an answer; ranks outside 1..N count as unranked.
 *
 * @example
 * rankingItems(['a', 'b'], [{ value: 'b', rank: 1 }]); // [{ value: 'a', rank: null }, { value: 'b', rank: 1 }]
 */
export function rankingItems(optionValues: readonly string[], value: unknown): RankingAnswerItem[] {
  return optionValues.map((optionValue) => ({
    value: optionValue,
    rank: rankOf(value, optionValue, optionValues.length),
  }));
}

/**
 * The slots numbered from 1 (one per option) with the options in each, and the unranked options.
 *
 * @example
 * rankingLayout(['a', 'b', 'c'], [{ value: 'c', rank: 1 }]).slots[0]; // { rank: 1, values: ['c'] }
 */
export function rankingLayout(optionValues: readonly string[], value: unknown): RankingLayout {
  const items = rankingItems(optionValues, value);
  return {
    slots: optionValues.map((_option, index) => ({
      rank: index + 1,
      values: items.filter((item) => item.rank === index + 1).map((item) => item.value),
    })),
    unranked: items.filter((item) => item.rank === null).map((item) => item.value),
  };
}

/** The answer for a set of items: ordered by rank (unranked last), or undefined when nothing is ranked. */
function toAnswer(items: RankingAnswerItem[]): RankingAnswerItem[] | undefined {
  if (items.every((item) => item.rank === null)) return undefined;
  const order = (item: RankingAnswerItem) => item.rank ?? Number.MAX_SAFE_INTEGER;
  return [...items].sort((a, b) => order(a) - order(b));
}

/**
 * Moves an option to a slot (clamped to 1..N); other options keep their ranks, so two options may tie.
 * The answer lists every option, ranked first.
 *
 * @example
 * moveToRank(['a', 'b', 'c'], undefined, 'b', 1);
 * // [{ value: 'b', rank: 1 }, { value: 'a', rank: null }, { value: 'c', rank: null }]
 */
export function moveToRank(
  optionValues: readonly string[],
  value: unknown,
  optionValue: string,
  rank: number,
): RankingAnswerItem[] | undefined {
  const slot = Math.min(Math.max(1, Math.trunc(rank)), optionValues.length);
  return toAnswer(
    rankingItems(optionValues, value).map((item) => (item.value === optionValue ? { ...item, rank: slot } : item)),
  );
}

/**
 * Takes an option out of its slot; undefined when nothing stays ranked.
 *
 * @example
 * unrank(['a', 'b'], [{ value: 'a', rank: 1 }, { value: 'b', rank: 2 }], 'a');
 */
export function unrank(
  optionValues: readonly string[],
  value: unknown,
  optionValue: string,
): RankingAnswerItem[] | undefined {
  return toAnswer(
    rankingItems(optionValues, value).map((item) => (item.value === optionValue ? { ...item, rank: null } : item)),
  );
}
