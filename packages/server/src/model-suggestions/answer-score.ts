import type { TokenLogprob } from '../extraction/model-client';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where each question's value lies in the answer text: from after its key's colon to the next question's key. */
function valueRegions(content: string, questions: readonly string[]): Map<string, [number, number]> {
  const starts = questions
    .map((name) => {
      const match = new RegExp(`"${escapeRegExp(name)}"\\s*:`).exec(content);
      return match ? { name, key: match.index, value: match.index + match[0].length } : null;
    })
    .filter((s): s is { name: string; key: number; value: number } => s !== null)
    .sort((a, b) => a.key - b.key);
  const regions = new Map<string, [number, number]>();
  starts.forEach((start, i) => regions.set(start.name, [start.value, starts[i + 1]?.key ?? content.length]));
  return regions;
}

/**
 * Each question's score from the answer's token log-probabilities: the probability of the tokens that wrote its
 * value (exp of the sum of their log-probabilities), rounded to 4 decimals; null for a question whose value was
 * not found, and for every question when the API gave no log-probabilities.
 *
 * @example
 * scoresFromLogprobs('{"label":"positive"}', tokens, ['label']); // Map { 'label' => 0.9512 }
 */
export function scoresFromLogprobs(
  content: string,
  logprobs: readonly TokenLogprob[] | null,
  questions: readonly string[],
): Map<string, number | null> {
  const scores = new Map<string, number | null>(questions.map((q) => [q, null]));
  if (!logprobs || logprobs.length === 0) return scores;
  const regions = valueRegions(content, questions);
  const sums = new Map<string, number>();
  let offset = 0;
  for (const { token, logprob } of logprobs) {
    const begin = offset;
    offset += token.length;
    if (!Number.isFinite(logprob) || token.trim() === '') continue;
    for (const [name, [from, to]] of regions) {
      if (begin < to && offset > from) sums.set(name, (sums.get(name) ?? 0) + logprob);
    }
  }
  for (const [name, sum] of sums) scores.set(name, Math.round(Math.min(1, Math.exp(sum)) * 10_000) / 10_000);
  return scores;
}
