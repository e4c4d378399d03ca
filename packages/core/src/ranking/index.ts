// Ranking question rules: numbered slots from 1, moves to a slot (ties allowed), unranking.
export * from './rankingMoves';
