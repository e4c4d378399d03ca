/** Content that stresses layouts: the long strings and many options. */

/** A 1,000-character string without a break opportunity: must wrap, never widen its container. */
export const LONG_UNBROKEN = 'x'.repeat(1000);

/** A long multi-paragraph text. */
export const LONG_TEXT = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}. The reviewer wrote at length about the pacing, the soundtrack and the cast, ` +
    'returning again and again to the final act, which divided the audience more than any scene before it.',
).join('\n\n');

/** A right-to-left sample (Arabic), for the direction stories. */
export const RTL_TEXT = 'هذا الفيلم رائع حقًا، والتمثيل ممتاز والموسيقى جميلة.';

/** `count` label options named "Option 1"… with values `option-1`…. */
export function manyOptions(count = 45): { value: string; text: string; description: string | null }[] {
  return Array.from({ length: count }, (_, index) => ({
    value: `option-${index + 1}`,
    text: `Option ${index + 1}`,
    description: null,
  }));
}
