import { useCallback, useId, useRef } from 'react';
import {
  HISTORY_ENTITIES,
  historyEntityKey,
  selectDatasetHistoryPager,
  selectDatasetHistoryRows,
  type DatasetHistoryFilter,
  type DatasetHistoryStore,
  type HistoryEntity,
  type Marginalia,
} from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { Select } from '../primitives/Select';
import { useScopedStyles } from '../styles/useScopedStyles';
import { historyCss } from './historyCss';
import { useDatasetHistorySession } from './useDatasetHistorySession';
import { useHistoryTranslate } from './useHistoryTranslate';

export interface DatasetHistoryProps {
  datasetId: string;
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
  /** Milliseconds since the epoch the times are counted back from (default: now). */
  now?: number;
}

/**
 * A dataset's history for its owners and admins (issue #29): every change, newest first, filtered by user, by what
 * changed and by a time range, a page at a time, and the whole filtered history as a CSV download.
 *
 * @example
 * <DatasetHistory datasetId={id} />
 */
export function DatasetHistory({ datasetId, sdk, now }: DatasetHistoryProps) {
  const styles = useScopedStyles<HTMLElement>('mg-history', historyCss);
  const root = useRef<HTMLElement | null>(null);
  const rootRef = useCallback(
    (node: HTMLElement | null) => {
      root.current = node;
      styles(node);
    },
    [styles],
  );
  const { store } = useDatasetHistorySession(datasetId, root, sdk);
  const { t } = useHistoryTranslate();
  return (
    <section ref={rootRef} className="mg-root mg-history" aria-label={t('tab.title')}>
      <p className="mg-muted">{t('tab.intro')}</p>
      <HistoryFilters store={store} />
      <HistoryTable store={store} now={now ?? Date.now()} />
      <HistoryPager store={store} />
    </section>
  );
}

function HistoryFilters({ store }: { store: DatasetHistoryStore }) {
  const { t } = useHistoryTranslate();
  const filter = useStoreSelector(store, (s) => s.filter);
  const users = useStoreSelector(store, (s) => s.users);
  const downloading = useStoreSelector(store, (s) => s.downloading);
  const ids = { from: useId(), to: useId() };
  const { setFilter, downloadCsv } = store.getState();
  const set = (change: Partial<DatasetHistoryFilter>) => void setFilter(change);
  return (
    <div className="mg-history__filters">
      <Select
        label={t('tab.user')}
        value={filter.userId ?? ''}
        options={[
          { value: '', label: t('tab.anyUser') },
          ...users.map((u) => ({ value: u.id, label: u.username })),
        ]}
        onChange={(value) => set({ userId: value === '' ? null : value })}
      />
      <Select
        label={t('tab.entity')}
        value={filter.entity ?? ''}
        options={[
          { value: '', label: t('tab.anyEntity') },
          ...HISTORY_ENTITIES.map((entity) => ({ value: entity, label: t(historyEntityKey(entity)) })),
        ]}
        onChange={(value) => set({ entity: value === '' ? null : (value as HistoryEntity) })}
      />
      <label htmlFor={ids.from}>
        {t('tab.from')}
        <input
          id={ids.from}
          type="date"
          value={filter.from ?? ''}
          onChange={(e) => set({ from: e.target.value || null })}
        />
      </label>
      <label htmlFor={ids.to}>
        {t('tab.to')}
        <input
          id={ids.to}
          type="date"
          value={filter.to ?? ''}
          onChange={(e) => set({ to: e.target.value || null })}
        />
      </label>
      <button type="button" className="mg-button" aria-busy={downloading} onClick={() => void downloadCsv()}>
        {downloading ? t('tab.downloading') : t('tab.download')}
      </button>
    </div>
  );
}

function HistoryTable({ store, now }: { store: DatasetHistoryStore; now: number }) {
  const { t, text } = useHistoryTranslate();
  const status = useStoreSelector(store, (s) => s.status);
  const error = useStoreSelector(store, (s) => s.error);
  const rows = selectDatasetHistoryRows(
    useStoreSelector(store, (s) => s),
    now,
  );
  if (error) {
    return (
      <p className="mg-alert" role="alert">
        {text(error)}
      </p>
    );
  }
  if (status === 'idle' || (status === 'loading' && rows.length === 0)) {
    return (
      <p className="mg-muted" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (rows.length === 0) return <p className="mg-muted">{t('tab.none')}</p>;
  return (
    <div className="mg-history__scroll" role="group" aria-label={t('tab.title')} tabIndex={0}>
      <table className="mg-history__table">
        <thead>
          <tr>
            <th scope="col">{t('tab.when')}</th>
            <th scope="col">{t('tab.who')}</th>
            <th scope="col">{t('tab.entity')}</th>
            <th scope="col">{t('tab.change')}</th>
            <th scope="col">{t('tab.record')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.at} title={row.at}>
                  {text(row.ago)}
                </time>
              </td>
              <td>{row.user ?? t(row.userKey)}</td>
              <td>
                {t(row.entityKey)} · {t(row.actionKey)}
              </td>
              <td>{text(row.message)}</td>
              <td>{row.recordId ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryPager({ store }: { store: DatasetHistoryStore }) {
  const { t } = useHistoryTranslate();
  const pager = useStoreSelector(store, selectDatasetHistoryPager);
  const { previousPage, nextPage } = store.getState();
  if (pager.total === 0) return null;
  return (
    <div className="mg-history__pager">
      <button
        type="button"
        className="mg-button mg-button--ghost"
        disabled={!pager.canPrevious}
        onClick={() => void previousPage()}
      >
        {t('tab.previous')}
      </button>
      <span>{t('tab.range', { first: pager.first, last: pager.last, total: pager.total })}</span>
      <button
        type="button"
        className="mg-button mg-button--ghost"
        disabled={!pager.canNext}
        onClick={() => void nextPage()}
      >
        {t('tab.next')}
      </button>
    </div>
  );
}
