import type { RankingValueItem, SpanValueItem } from '../api/wire/records';
import type { TableValue } from '../api/wire/tables';

/** One ranked option: `rank` is 1-based, null while the option is not placed yet. */
export type RankingAnswerItem = RankingValueItem;

/** One span: character offsets `[start, end)` in the span field and its label. */
export type SpanAnswerItem = SpanValueItem;

/** A table answer: rows plus their schema. */
export type TableAnswer = TableValue;

/**
 * The value of one answer, by question type: text → string; label_selection → string; rating → number;
 * multi_label_selection → string[]; ranking → ranked items; span → spans; table → rows and schema.
 */
export type AnswerValue = string | number | string[] | RankingAnswerItem[] | SpanAnswerItem[] | TableAnswer;
