import type { QuestionComparison, SpanAnswerItem } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { reviewTexts } from './reviewTexts';

type SpanComparison = Extract<QuestionComparison, { kind: 'spans' }>;

/** Splits the text at the spans (sorted by start); a span overlapping the previous one is left out of this line. */
function pieces(text: string, spans: readonly SpanAnswerItem[]) {
  const parts: { text: string; label: string | null }[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start < cursor || span.end > text.length) continue;
    if (span.start > cursor) parts.push({ text: text.slice(cursor, span.start), label: null });
    parts.push({ text: text.slice(span.start, span.end), label: span.label });
    cursor = span.end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), label: null });
  return parts;
}

/** Each annotator's spans as a layer over the question's text, one line per annotator. */
export function SpanLayers({ comparison }: { comparison: SpanComparison }) {
  const t = useT(reviewTexts);
  return (
    <div className="mg-review__layers">
      {comparison.layers.map((layer) => (
        <p key={layer.userId} className="mg-review__layer" aria-label={t('spansOf', { annotator: layer.username })}>
          <span className="mg-review__who">{layer.username}</span>
          {comparison.text === null || layer.spans.length === 0 ? (
            <span className="mg-muted">{t('noSpans')}</span>
          ) : (
            pieces(comparison.text, layer.spans).map((piece, index) =>
              piece.label === null ? (
                <span key={index}>{piece.text}</span>
              ) : (
                <mark key={index}>
                  {piece.text}
                  <small>{piece.label}</small>
                </mark>
              ),
            )
          )}
        </p>
      ))}
    </div>
  );
}
