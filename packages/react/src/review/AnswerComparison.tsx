import type { QuestionComparison } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { SpanLayers } from './SpanLayers';
import { reviewTexts } from './reviewTexts';

/** Who said what for one question, drawn by its type: chips, a distribution, columns, layers, diffs or tables. */
export function AnswerComparison({ comparison }: { comparison: QuestionComparison }) {
  const t = useT(reviewTexts);
  switch (comparison.kind) {
    case 'choices':
      return (
        <ul className="mg-review__chips">
          {comparison.options.map((option) => (
            <li key={String(option.value)} className="mg-review__chip" data-gold={option.inGold} data-count={option.count}>
              <strong>{option.text}</strong>{' '}
              {t('chosenBy', { count: option.count, names: option.annotators.join(', ') || '—' })}
            </li>
          ))}
        </ul>
      );
    case 'distribution':
      return (
        <ul className="mg-review__bars">
          {comparison.options.map((option) => (
            <li key={String(option.value)} className="mg-review__bar" data-gold={option.inGold}>
              <span>{option.text}</span>
              <span
                className="mg-review__bar-fill"
                style={{ width: `${comparison.maxCount ? (100 * option.count) / comparison.maxCount : 0}%` }}
              />
              <span>{t('chosenBy', { count: option.count, names: option.annotators.join(', ') || '—' })}</span>
            </li>
          ))}
        </ul>
      );
    case 'rankings':
      return (
        <div className="mg-review__columns">
          {comparison.columns.map((column) => (
            <div key={column.userId} aria-label={t('rankingOf', { annotator: column.username })} role="group">
              <span className="mg-review__who">{column.username}</span>
              <ol>
                {column.items.map((item) => (
                  <li key={item.value}>{item.text}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      );
    case 'spans':
      return <SpanLayers comparison={comparison} />;
    case 'texts':
      return (
        <ul className="mg-review__texts">
          {comparison.texts.map((text) => (
            <li key={text.userId}>
              <span className="mg-review__who">{text.username}</span>
              {text.text === '' ? (
                <span className="mg-muted">{t('noAnswer')}</span>
              ) : (
                text.diff.map((part, index) =>
                  part.kind === 'same' ? (
                    <span key={index}>{part.text} </span>
                  ) : part.kind === 'added' ? (
                    <ins key={index} title={t('diffAdded')}>{part.text} </ins>
                  ) : (
                    <del key={index} title={t('diffRemoved')}>{part.text} </del>
                  ),
                )
              )}
            </li>
          ))}
        </ul>
      );
    case 'tables':
      return (
        <ul className="mg-review__texts">
          {comparison.tables.map((table) => (
            <li key={table.userId}>
              <span className="mg-review__who">{table.username}</span>
              {table.value ? t('tableRows', { count: table.value.data.length }) : t('noAnswer')}
            </li>
          ))}
        </ul>
      );
  }
}
