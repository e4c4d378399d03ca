/**
 * Agreement of a dataset of 100,000 records × 3 annotators × 4 questions (issue #28, goal ≤ 2 s for the whole
 * endpoint; this is the computation alone, without reading the responses from the database): a label question
 * (alpha nominal, Fleiss' kappa, percent agreement), a rating 1–5 (alpha nominal, ordinal, interval), a
 * multi-label question over 8 labels (alpha with MASI and Jaccard) and a ranking of 4 options (alpha with the
 * Kendall distance), each annotator compared with the others and with a gold answer on a tenth of the records.
 * Answers are the wire's values; each annotator gives the record's "true" answer 70 % of the time. Prints the
 * median of 5 runs (after one warm-up) for the whole and per question, wall and CPU time, and the load average;
 * then a worst case for a set distance (labels picked at random: nearly every answer a distinct set).
 *
 *   pnpm --filter @marginalia/core bench:agreement
 */
import { loadavg } from 'node:os';
import { datasetAgreement, type QuestionAnswers } from '../src/agreement/datasetAgreement';
import type { AgreementUnit } from '../src/agreement/AgreementFigure';
import { seededRandom } from '../src/agreement/testing/pairwiseAlpha';

const RECORDS = 100_000;
const ANNOTATORS = ['5f0c3c2e-annotator-1', '5f0c3c2e-annotator-2', '5f0c3c2e-annotator-3'];
const RUNS = 5;
const LABELS = ['positive', 'negative', 'neutral', 'mixed', 'off-topic'];
const TOPICS = ['price', 'quality', 'delivery', 'service', 'design', 'size', 'colour', 'other'];
const RANKED = ['answer-a', 'answer-b', 'answer-c', 'answer-d'];

const random = seededRandom(2024);
// One id per record, shared by every question, as a server reading one response per record and user has them.
const RECORD_IDS = Array.from({ length: RECORDS }, (_, r) => `record-${r}`);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function question(
  name: string,
  type: QuestionAnswers['type'],
  answer: () => unknown,
  options?: QuestionAnswers['options'],
): QuestionAnswers & { units: AgreementUnit[] } {
  const units: AgreementUnit[] = [];
  const review: Record<string, unknown> = {};
  for (let r = 0; r < RECORDS; r++) {
    const truth = answer();
    const answers: Record<string, unknown> = {};
    for (const user of ANNOTATORS) answers[user] = random() < 0.7 ? truth : answer();
    const id = RECORD_IDS[r] as string;
    units.push({ id, answers });
    if (r % 10 === 0) review[id] = truth;
  }
  return { name, type, units, review, ...(options ? { options } : {}) };
}

function shuffledRanking(): { value: string; rank: number }[] {
  const order = [...RANKED].sort(() => random() - 0.5);
  return order.map((value, index) => ({ value, rank: index + 1 }));
}

const MANY_TOPICS = Array.from({ length: 30 }, (_, i) => `tag-${i}`);

const questions: QuestionAnswers[] = [
  question('sentiment', 'label_selection', () => pick(LABELS)),
  question('quality', 'rating', () => 1 + Math.floor(random() * 5), [1, 2, 3, 4, 5]),
  question('topics', 'multi_label_selection', () => TOPICS.filter(() => random() < 0.25)),
  question('preference', 'ranking', shuffledRanking, RANKED),
];

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Wall time, and the CPU time of this process (less sensitive to other work on a shared machine). */
const cpu: number[] = [];
function time(run: () => unknown): number {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  run();
  const used = process.cpuUsage(cpuStarted);
  cpu.push((used.user + used.system) / 1000);
  return performance.now() - started;
}

function main(): void {
  const loadBefore = loadavg();
  const warmUp = time(() => datasetAgreement(questions));
  const whole = Array.from({ length: RUNS }, () => time(() => datasetAgreement(questions)));
  const wholeCpu = cpu.slice(-RUNS);
  const perQuestion = questions.map((q) => ({
    name: `${q.name} (${q.type})`,
    ms: median(Array.from({ length: RUNS }, () => time(() => datasetAgreement([q])))),
    cpuMs: median(cpu.slice(-RUNS)),
  }));
  const result = datasetAgreement(questions);
  // The worst case of a set distance: 30 labels picked at random make nearly every answer a set of its own, so
  // D_e is estimated from sampled pairs instead of visiting every pair of distinct sets.
  const stress = question('tags', 'multi_label_selection', () => MANY_TOPICS.filter(() => random() < 0.25));
  const stressMs = median(Array.from({ length: RUNS }, () => time(() => datasetAgreement([stress]))));
  const stressCpu = median(cpu.slice(-RUNS));
  const loadAfter = loadavg();

  const format = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ');
  console.log(
    `Agreement of ${RECORDS.toLocaleString('en')} records × ${ANNOTATORS.length} annotators × ${questions.length} questions (Node ${process.version})`,
  );
  const runs = (samples: number[]) => samples.map((ms) => ms.toFixed(0)).join(', ');
  console.log(
    `whole dataset: median ${median(whole).toFixed(0)} ms wall of ${RUNS} runs (${runs(whole)}; warm-up ${warmUp.toFixed(0)} ms), CPU median ${median(wholeCpu).toFixed(0)} ms (${runs(wholeCpu)})   goal: ≤ 2,000 ms`,
  );
  for (const { name, ms, cpuMs } of perQuestion) {
    console.log(`  ${name}: median ${ms.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU`);
  }
  console.log(
    `  stress, multi-label over 30 labels picked at random (${new Set(stress.units.flatMap((u) => Object.values(u.answers).map(String))).size.toLocaleString('en')} distinct sets): median ${stressMs.toFixed(0)} ms wall, ${stressCpu.toFixed(0)} ms CPU`,
  );
  for (const item of result.items) {
    console.log(
      `  ${item.question} ${item.metric} ${item.level}: ${item.value?.toFixed(3) ?? 'null'} (${item.units} records)`,
    );
  }
  console.log(`load average (1, 5, 15 min): before ${format(loadBefore)}, after ${format(loadAfter)}`);
}

main();
