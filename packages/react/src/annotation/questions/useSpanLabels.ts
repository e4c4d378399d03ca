import { useMemo } from 'react';
import { labelPalette, type QuestionOption } from '@marginalia/core';
import type { SpanLabel } from './spanLabel';

/** A span question's options as the span field draws them: value, text and colour (its own or the palette's). */
export function useSpanLabels(options: QuestionOption[]): SpanLabel[] {
  return useMemo<SpanLabel[]>(
    () =>
      options.map((option) => ({
        value: String(option.value),
        text: option.text,
        colour: option.color ?? labelPalette(String(option.value)).light,
      })),
    [options],
  );
}
