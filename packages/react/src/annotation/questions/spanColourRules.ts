import type { SpanLabel } from './spanLabel';

const FALLBACK_COLOUR = 'hsl(0, 0%, 85%)';

/**
 * The style sheet of a span field's colours: a highlight and a badge rule per label (a thousand badges then share
 * their colour instead of each carrying it), the fallback for other labels, and the caret's selection and unit.
 */
export function spanColourRules(prefix: string, labels: readonly SpanLabel[]): string {
  return (
    labels
      .flatMap((label, index) => [
        `::highlight(${prefix}-${index}) { background-color: ${label.colour}; }`,
        `.mg-span-badge.${prefix}-badge-${index} { background-color: ${label.colour}; }`,
      ])
      .concat(`::highlight(${prefix}-other) { background-color: ${FALLBACK_COLOUR}; }`)
      .concat(`.mg-span-badge.${prefix}-badge-other { background-color: ${FALLBACK_COLOUR}; }`)
      // System selection colours keep the caret visible in forced-colours mode too.
      .concat(`::highlight(${prefix}-selection) { background-color: Highlight; color: HighlightText; }`)
      .concat(`::highlight(${prefix}-caret) { text-decoration: underline 3px; }`)
      .join('\n')
  );
}
