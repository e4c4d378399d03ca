import { selectProgress, type ModelSuggestionsStore } from '@marginalia/core';
import { useId } from 'react';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { modelSuggestionsTexts } from './modelSuggestionsTexts';

/**
 * A record's id shortened for a table cell: its last 8 digits, which are random. The first digits are the time the
 * record was made, the same for every record of one import.
 */
function shortRecordId(id: string): string {
  return id.slice(-8);
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The 5-record try: each record's answer per question, valid (with its score) or refused with the reason. */
export function DryRunResults({ store }: { store: ModelSuggestionsStore }) {
  const t = useT(modelSuggestionsTexts);
  const heading = useId();
  const dryRun = useStoreSelector(store, (s) => s.dryRun);
  if (dryRun.status === 'idle') return null;
  if (dryRun.status === 'running') return <p role="status">{t('trying')}</p>;
  if (dryRun.status === 'failed')
    return (
      <p role="alert" className="mg-settings__error">
        {dryRun.error ? translateMessage(t, dryRun.error) : ''}
      </p>
    );
  return (
    <section aria-labelledby={heading} className="mg-model-suggestions__dry-run">
      <h4 id={heading}>{t('dryRunTitle')}</h4>
      {dryRun.items.length === 0 ? (
        <p>{t('dryRunEmpty')}</p>
      ) : (
        <table aria-labelledby={heading}>
          <thead>
            <tr>
              <th scope="col">{t('record')}</th>
              <th scope="col">{t('question')}</th>
              <th scope="col">{t('value')}</th>
              <th scope="col">{t('result')}</th>
            </tr>
          </thead>
          <tbody>
            {dryRun.items.map((item) => (
              <tr key={`${item.record_id}/${item.question}`}>
                <td>{shortRecordId(item.record_id)}</td>
                <td>{item.question}</td>
                <td>
                  <code>{shown(item.value)}</code>
                </td>
                <td className={item.error ? 'mg-settings__error' : undefined}>
                  {item.error ??
                    (typeof item.score === 'number' ? t('validScore', { score: item.score }) : t('valid'))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The job: a progress bar with records done and failed, tokens and estimated cost, and the refused records. */
export function JobProgress({ store }: { store: ModelSuggestionsStore }) {
  const t = useT(modelSuggestionsTexts);
  const heading = useId();
  const progress = useStoreSelector(store, selectProgress, shallowEqual);
  if (!progress) return null;
  return (
    <section aria-labelledby={heading} className="mg-model-suggestions__job">
      <h4 id={heading}>
        {t('progressTitle')}: <span data-testid="job-status">{t(`status_${progress.status}`)}</span>
      </h4>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mg-model-suggestions__bar"
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <p>{t('counts', { done: progress.done, failed: progress.failed, total: progress.total })}</p>
      <p className="mg-muted">{t('usage', { tokens: progress.tokens, cost: progress.cost.toFixed(4) })}</p>
      {progress.reason && <p className="mg-muted">{progress.reason}</p>}
      {progress.errors.length > 0 && (
        <details>
          <summary>{t('errorsTitle')}</summary>
          <ul>
            {progress.errors.map((error, index) => (
              <li key={index}>
                {t('errorLine', {
                  record: shortRecordId(error.record_id),
                  question: error.question ?? '—',
                  error: error.error,
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
