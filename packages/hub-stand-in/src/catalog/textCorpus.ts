import type { Random } from './random';

const SUBJECTS = [
  'The film',
  'This movie',
  'The story',
  'The cast',
  'The director',
  'The script',
  'The ending',
  'The soundtrack',
];
const POSITIVE = [
  'wonderful',
  'moving',
  'brilliant',
  'charming',
  'gripping',
  'beautifully shot',
  'funny',
  'heartfelt',
];
const NEGATIVE = [
  'dull',
  'confusing',
  'painfully slow',
  'forgettable',
  'badly acted',
  'predictable',
  'clumsy',
  'tedious',
];
const DETAILS = [
  'from the first scene to the last',
  'even on a second viewing',
  'despite a slow middle act',
  'with a surprising twist near the end',
  'thanks to a handful of great performances',
  'although the pacing drags at times',
  'in a way few films of its kind manage',
  'and the camera work deserves a mention',
];
const CLOSINGS = {
  pos: ['I would happily watch it again.', 'Highly recommended.', 'A real gem.', 'Ten out of ten.'],
  neg: ['I would not recommend it.', 'Skip this one.', 'A waste of an evening.', 'Two out of ten.'],
};

/** A movie review of a few sentences whose wording follows its sentiment. */
export function reviewText(random: Random, sentiment: 'neg' | 'pos', sentences = random.int(3, 9)): string {
  const words = sentiment === 'pos' ? POSITIVE : NEGATIVE;
  const parts: string[] = [];
  for (let i = 0; i < sentences; i++) {
    parts.push(`${random.pick(SUBJECTS)} is ${random.pick(words)} ${random.pick(DETAILS)}.`);
  }
  parts.push(random.pick(CLOSINGS[sentiment]));
  return parts.join(' ');
}

const TOPICS = [
  'photosynthesis',
  'the French revolution',
  'compound interest',
  'black holes',
  'sourdough bread',
  'the Rust borrow checker',
  'tidal energy',
  'jazz harmony',
];
const VERBS = [
  'Explain',
  'Summarise',
  'Describe',
  'List three facts about',
  'Write a short poem about',
  'Classify the tone of a text about',
];

/** A short instruction, e.g. "Explain black holes in two sentences." */
export function instructionText(random: Random): string {
  return `${random.pick(VERBS)} ${random.pick(TOPICS)}${random.next() < 0.5 ? ' in two sentences' : ''}.`;
}

/** A plain paragraph about a topic (answers, contexts, chat turns). */
export function paragraphText(random: Random, sentences = random.int(2, 5)): string {
  const topic = random.pick(TOPICS);
  const parts: string[] = [];
  for (let i = 0; i < sentences; i++) {
    parts.push(
      `${i === 0 ? `When it comes to ${topic}` : 'Beyond that'}, ${random.pick(DETAILS)} the key idea is ${random.pick([...POSITIVE, ...NEGATIVE])} to study.`,
    );
  }
  return parts.join(' ');
}
