import type { WireQuestionSettings, WireResponseValues } from '@marginalia/core';

/**
 * The default gold answer of a record (docs/review-and-agreement.md): per question, the answer most annotators
 * gave (ties: the earliest submitted); for multi-label questions the union of the labels; for rankings the options
 * ordered by their mean rank; for spans the spans (exact start, end and label) at least half the annotators marked.
 * Pure: the answers come in earliest submitted first.
 */

/** A question as the gold answer reads it. */
export interface GoldQuestion {
  name: string;
  settings: WireQuestionSettings;
}

type Answer = unknown;

interface RankItem {
  value: string;
  rank: number | null;
}

interface Span {
  label: string;
  start: number;
  end: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer given most often, by its JSON; ties go to the one first given. */
function majority(answers: readonly Answer[]): Answer {
  const counts = new Map<string, { answer: Answer; count: number }>();
  for (const answer of answers) {
    const key = JSON.stringify(answer);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { answer, count: 1 });
  }
  let best: { answer: Answer; count: number } | undefined;
  // Map iteration follows first insertion, so a strict `>` keeps the earliest of tied answers.
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.answer;
}

function optionValues(settings: WireQuestionSettings): string[] {
  return 'options' in settings && Array.isArray(settings.options)
    ? settings.options.map((o) => String((o as { value: unknown }).value))
    : [];
}

/** Every label any annotator chose: the question's options in their order, then other labels as first given. */
function labelUnion(answers: readonly Answer[], settings: WireQuestionSettings): string[] {
  const chosen = new Set<string>();
  for (const answer of answers) if (Array.isArray(answer)) for (const l of answer) chosen.add(String(l));
  const options = optionValues(settings);
  return [...options.filter((o) => chosen.has(o)), ...[...chosen].filter((l) => !options.includes(l))];
}

/** The options ordered by their mean rank (unranked by all: last); ties in option order; ranks 1..N. */
function meanRanking(answers: readonly Answer[], settings: WireQuestionSettings): RankItem[] {
  const sums = new Map<string, { total: number; count: number }>();
  for (const answer of answers) {
    if (!Array.isArray(answer)) continue;
    for (const item of answer as RankItem[]) {
      if (!isObject(item) || typeof item.rank !== 'number') continue;
      const entry = sums.get(item.value) ?? { total: 0, count: 0 };
      entry.total += item.rank;
      entry.count += 1;
      sums.set(item.value, entry);
    }
  }
  const options = optionValues(settings);
  const mean = (value: string) => {
    const entry = sums.get(value);
    return entry ? entry.total / entry.count : Number.POSITIVE_INFINITY;
  };
  return options
    .map((value, index) => ({ value, index, mean: mean(value) }))
    .sort((a, b) => a.mean - b.mean || a.index - b.index)
    .map((o, i) => ({ value: o.value, rank: i + 1 }));
}

const spanKey = (span: Span) => `${span.start}:${span.end}:${span.label}`;

/**
 * The spans at least half the annotators marked. Without `allow_overlapping`, a span overlapping one marked by
 * more annotators (or as many, earlier) is left out, so the gold answer stays a valid answer.
 */
function majoritySpans(answers: readonly Answer[], settings: WireQuestionSettings): Span[] {
  const counts = new Map<string, { span: Span; count: number }>();
  for (const answer of answers) {
    if (!Array.isArray(answer)) continue;
    const seen = new Set<string>();
    for (const span of answer as Span[]) {
      if (!isObject(span)) continue;
      const key = spanKey(span);
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else counts.set(key, { span: { label: span.label, start: span.start, end: span.end }, count: 1 });
    }
  }
  const allowOverlap = 'allow_overlapping' in settings && settings.allow_overlapping === true;
  const kept: Span[] = [];
  const candidates = [...counts.values()]
    .filter((entry) => entry.count * 2 >= answers.length)
    .sort((a, b) => b.count - a.count);
  for (const { span } of candidates) {
    if (allowOverlap || kept.every((k) => span.end <= k.start || span.start >= k.end)) kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The default gold value of one question from its answers (earliest submitted first). */
export function goldValue(question: GoldQuestion, answers: readonly Answer[]): Answer {
  switch (question.settings.type) {
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
      return labelUnion(answers, question.settings);
    case 'ranking':
      return meanRanking(answers, question.settings);
    case 'span':
      return majoritySpans(answers, question.settings);
    default:
      return majority(answers);
  }
}

/**
 * The default gold answer of a record from its submitted responses' values, earliest submitted first; questions
 * nobody answered are left out.
 *
 * @example
 * defaultGold([label], [{ label: { value: 'a' } }, { label: { value: 'b' } }, { label: { value: 'b' } }]);
 * // { label: { value: 'b' } }
 */
export function defaultGold(
  questions: readonly GoldQuestion[],
  responses: readonly (WireResponseValues | null)[],
): WireResponseValues {
  const gold: WireResponseValues = {};
  for (const question of questions) {
    const answers = responses.flatMap((values) => {
      const answer = values?.[question.name]?.value;
      return answer === undefined || answer === null ? [] : [answer];
    });
    if (answers.length > 0) gold[question.name] = { value: goldValue(question, answers) };
  }
  return gold;
}
