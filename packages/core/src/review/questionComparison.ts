import { isSameValue } from '../criteria/criteriaEquality';
import type { AnswerValue, RankingAnswerItem, SpanAnswerItem, TableAnswer } from '../model/AnswerValue';
import type { Question } from '../model/Question';
import { isNonEmptyAnswer } from '../questions/responseValues';
import { wordDiff, type DiffPart } from './wordDiff';

/** One annotator's submitted answer to one question (undefined when they left it unanswered). */
export interface AnnotatorAnswer {
  userId: string;
  username: string;
  value: AnswerValue | undefined;
}

/** A label or rating value with who chose it. */
export interface ChoiceTally {
  value: string | number;
  text: string;
  count: number;
  /** Usernames of the annotators who chose it. */
  annotators: string[];
  /** Whether the gold answer being edited holds it. */
  inGold: boolean;
}

/** One annotator's ranking, best first. */
export interface RankingColumn {
  userId: string;
  username: string;
  items: { value: string; text: string; rank: number | null }[];
}

/** One annotator's spans, a layer over the question's text. */
export interface SpanLayer {
  userId: string;
  username: string;
  spans: SpanAnswerItem[];
}

/** One annotator's text answer with its word diff against the reference (the gold or the majority answer). */
export interface TextComparison {
  userId: string;
  username: string;
  text: string;
  diff: DiffPart[];
}

interface ComparisonBase {
  question: Question;
  /** The submitted answers are not all equal. */
  disagrees: boolean;
  answers: AnnotatorAnswer[];
}

/** What the review shows of one question, by question type. */
export type QuestionComparison =
  | (ComparisonBase & { kind: 'choices'; options: ChoiceTally[] })
  | (ComparisonBase & { kind: 'distribution'; options: ChoiceTally[]; maxCount: number })
  | (ComparisonBase & { kind: 'rankings'; columns: RankingColumn[] })
  | (ComparisonBase & { kind: 'spans'; text: string | null; layers: SpanLayer[] })
  | (ComparisonBase & { kind: 'texts'; reference: string | null; texts: TextComparison[] })
  | (ComparisonBase & { kind: 'tables'; tables: { userId: string; username: string; value: TableAnswer | undefined }[] });

/** What the comparison reads of the record and the gold answer. */
export interface ComparisonInput {
  question: Question;
  answers: AnnotatorAnswer[];
  gold: AnswerValue | undefined;
  /** The record's fields (a span question's text). */
  fields: Readonly<Record<string, unknown>>;
}

/** A ranking's order as comparable data: the option values by rank, unranked ones left out. */
function rankingOrder(value: AnswerValue | undefined): string[] {
  if (!Array.isArray(value)) return [];
  return [...(value as RankingAnswerItem[])]
    .filter((item) => typeof item?.rank === 'number')
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((item) => String(item.value));
}

/** Spans as comparable data, in text order. */
function spanSet(value: AnswerValue | undefined): string[] {
  if (!Array.isArray(value)) return [];
  return (value as SpanAnswerItem[]).map((span) => `${span.start}:${span.end}:${span.label}`).sort();
}

function comparable(question: Question, value: AnswerValue | undefined): unknown {
  if (!isNonEmptyAnswer(value) && question.type !== 'span') return undefined;
  switch (question.type) {
    case 'ranking':
      return rankingOrder(value);
    case 'span':
      return spanSet(value);
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
      return [...(value as string[])].map(String).sort();
    case 'text':
      return String(value).trim();
    default:
      return value;
  }
}

/**
 * Whether the annotators' answers to a question differ (a multi-label set, a ranking's order and a span set are
 * compared as sets; a text without its outer whitespace).
 *
 * @example
 * answersDisagree(labelQuestion, [{ userId: 'a', username: 'a', value: 'x' }, { userId: 'b', username: 'b', value: 'y' }]); // true
 */
export function answersDisagree(question: Question, answers: readonly AnnotatorAnswer[]): boolean {
  const [first, ...rest] = answers.map((answer) => comparable(question, answer.value));
  return rest.some((other) => !isSameValue(first, other));
}

function tallies(question: Question, answers: readonly AnnotatorAnswer[], gold: AnswerValue | undefined): ChoiceTally[] {
  const chosen = (value: AnswerValue | undefined): (string | number)[] =>
    value === undefined ? [] : Array.isArray(value) ? (value as (string | number)[]) : [value as string | number];
  const goldValues = chosen(gold).map(String);
  const options = question.options.map((option) => ({ value: option.value, text: option.text }));
  // Answers outside the options (dynamic labels, options removed since) still count.
  for (const answer of answers) {
    for (const value of chosen(answer.value)) {
      if (!options.some((option) => String(option.value) === String(value))) options.push({ value, text: String(value) });
    }
  }
  return options.map((option) => {
    const who = answers.filter((answer) => chosen(answer.value).map(String).includes(String(option.value)));
    return {
      ...option,
      count: who.length,
      annotators: who.map((answer) => answer.username),
      inGold: goldValues.includes(String(option.value)),
    };
  });
}

/** The most frequent non-empty text (ties: the first given). */
function majorityText(answers: readonly AnnotatorAnswer[]): string | null {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    if (typeof answer.value === 'string' && answer.value.trim() !== '') {
      counts.set(answer.value, (counts.get(answer.value) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  for (const [text, count] of counts) if (best === null || count > counts.get(best)!) best = text;
  return best;
}

function rankingColumn(question: Question, answer: AnnotatorAnswer): RankingColumn {
  const textOf = (value: string) => question.options.find((option) => String(option.value) === value)?.text ?? value;
  const items = Array.isArray(answer.value) ? [...(answer.value as RankingAnswerItem[])] : [];
  items.sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
  return {
    userId: answer.userId,
    username: answer.username,
    items: items.map((item) => ({ value: String(item.value), text: textOf(String(item.value)), rank: item.rank })),
  };
}

/**
 * What the review shows of one question: label and multi-label options with the count and names of those who
 * chose each; a rating's distribution of values; one ranking column per annotator; each annotator's spans as a
 * layer on the text; each text answer with its word diff against the gold (or else the majority) answer; each
 * annotator's table. `disagrees` marks a question whose answers differ.
 *
 * @example
 * const comparison = compareQuestion({ question, answers, gold: goldAnswers[question.name], fields: record.fields });
 */
export function compareQuestion({ question, answers, gold, fields }: ComparisonInput): QuestionComparison {
  const base: ComparisonBase = { question, answers, disagrees: answersDisagree(question, answers) };
  switch (question.type) {
    case 'label_selection':
    case 'dynamic_label_selection':
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
      return { ...base, kind: 'choices', options: tallies(question, answers, gold) };
    case 'rating': {
      const options = tallies(question, answers, gold);
      return { ...base, kind: 'distribution', options, maxCount: Math.max(0, ...options.map((o) => o.count)) };
    }
    case 'ranking':
      return { ...base, kind: 'rankings', columns: answers.map((answer) => rankingColumn(question, answer)) };
    case 'span': {
      const text = question.field ? fields[question.field] : undefined;
      const layers = answers.map(({ userId, username, value }) => ({
        ...{ userId, username },
        spans: Array.isArray(value) ? [...(value as SpanAnswerItem[])].sort((a, b) => a.start - b.start) : [],
      }));
      return { ...base, kind: 'spans', text: typeof text === 'string' ? text : null, layers };
    }
    case 'text': {
      const reference = typeof gold === 'string' && gold.trim() !== '' ? gold : majorityText(answers);
      const texts = answers.map(({ userId, username, value }) => {
        const text = typeof value === 'string' ? value : '';
        return { userId, username, text, diff: reference === null ? [] : wordDiff(text, reference) };
      });
      return { ...base, kind: 'texts', reference, texts };
    }
    case 'table':
      return {
        ...base,
        kind: 'tables',
        tables: answers.map(({ userId, username, value }) => ({ userId, username, value: value as TableAnswer | undefined })),
      };
  }
}
