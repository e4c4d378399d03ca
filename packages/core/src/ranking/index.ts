// Ranking question rules: numbered slots from 1, moves to a slot (ties allowed), unranking.
export type { RankingSlot, RankingLayout } from './rankingMoves';
export { rankingItems, rankingLayout, moveToRank, unrank } from './rankingMoves';
