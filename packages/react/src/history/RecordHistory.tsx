import { Fragment } from 'react';
import { historyLines, recordHistoryQuery, type Marginalia } from '@marginalia/core';
import { useQuery } from '../hooks/useQuery';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useScopedStyles } from '../styles/useScopedStyles';
import { historyCss } from './historyCss';
import { useHistoryTranslate } from './useHistoryTranslate';

export interface RecordHistoryProps {
  recordId: string;
  /** Reads the history again when it changes (the annotation page passes the caller's last save). */
  revision?: string;
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
  /** Milliseconds since the epoch the times are counted back from (default: now). */
  now?: number;
}

/**
 * A record's history (issue #29): every answer's changes on one line with who and when ("Alice submitted
 * 'positive' · 3 days ago · changed to 'neutral' by Bob (review) · 1 day ago"), then the record's, its
 * suggestions' and its reviews' changes. Nothing shows where the server has no history.
 *
 * @example
 * <RecordHistory recordId={record.id} />
 */
export function RecordHistory({ recordId, revision, sdk, now }: RecordHistoryProps) {
  const { t, text } = useHistoryTranslate();
  const { client } = useMarginalia(sdk);
  const rootRef = useScopedStyles<HTMLElement>('mg-history', historyCss);
  const result = useQuery(recordHistoryQuery(client, recordId, revision));
  if (result?.unavailable) return null;
  const lines = result?.entries ? historyLines(result.entries, now ?? Date.now()) : [];
  return (
    <section ref={rootRef} className="mg-root mg-history" part="record-history" aria-label={t('title')}>
      <h2 className="mg-history__title">{t('title')}</h2>
      {result === null ? (
        <p className="mg-muted" aria-busy="true">
          {t('loading')}
        </p>
      ) : result.error ? (
        <p className="mg-alert" role="alert">
          {text(result.error)}
        </p>
      ) : lines.length === 0 ? (
        <p className="mg-muted">{t('empty')}</p>
      ) : (
        <ol className="mg-history__lines">
          {lines.map((line) => (
            <li key={line.id} className="mg-history__line">
              {line.segments.map((segment, index) => (
                <Fragment key={segment.entryId}>
                  {index > 0 && t('separator')}
                  <span>{text(segment.message)}</span>
                  {t('separator')}
                  <time className="mg-history__when" dateTime={segment.at} title={segment.at}>
                    {text(segment.ago)}
                  </time>
                </Fragment>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
