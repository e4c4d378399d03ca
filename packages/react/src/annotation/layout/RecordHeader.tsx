import { useState, type ReactNode } from 'react';
import type { AnnotationRecord, WireVectorSettings } from '@marginalia/core';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useT } from '../../hooks/useT';
import { Icon } from '../../styles/Icon';
import { RecordCommentsBadge } from '../comments/RecordCommentsBadge';
import { FindSimilarButton } from '../similarity/FindSimilarButton';
import { similarityPercent } from '../similarity/similarityPercent';
import { Dropdown } from '../view/Dropdown';

export interface RecordHeaderProps {
  record: AnnotationRecord;
  vectors: readonly Pick<WireVectorSettings, 'name' | 'title'>[];
  /** Bulk mode: the record's selection checkbox. */
  selection?: { selected: boolean; onToggle(): void; disabled?: boolean };
  /** Where the record sits in the list, for the checkbox's name ("Select record 3"). */
  position?: number;
  /** Focus mode: the view's controls that share the header's row, before (mode toggle) and after (paging) it. */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * The header of a record: the selection checkbox (bulk), the similarity score badge (when filtering by
 * similarity), 'find similar', the status tag with the completion check mark of a draft whose task distribution
 * is completed, and a menu (copy the record id, show the metadata); in focus mode the mode toggle before them and
 * the paging after them, so the view's controls and the record's take one row.
 *
 * @example
 * <RecordHeader record={record} vectors={vectors} />
 */
export function RecordHeader({ record, vectors, selection, position, before, after }: RecordHeaderProps) {
  const t = useT();
  const [showMetadata, setShowMetadata] = useState(false);
  const { copied, copy } = useCopyToClipboard();
  const metadata = Object.entries(record.metadata);
  return (
    <header className="mg-record__header mg-record-header">
      {before}
      {selection && (
        // The label around the box is its hit area (a touch target on coarse pointers).
        <label className="mg-record-header__select">
          <input
            type="checkbox"
            aria-label={t('annotation.bulk.selectRecord', { position: position ?? 1 })}
            checked={selection.selected}
            disabled={selection.disabled}
            onChange={selection.onToggle}
          />
        </label>
      )}
      {record.queryScore !== null && (
        <span className="mg-badge mg-record-header__score" title={t('annotation.similarity.score')}>
          {t('annotation.similarity.scoreValue', { percent: similarityPercent(record.queryScore) })}
        </span>
      )}
      {/* Comments, find similar, status and menu: one row at the end, wrapping under the checkbox as a whole. */}
      <div className="mg-record-header__end">
        <RecordCommentsBadge recordId={record.id} />
        <FindSimilarButton recordId={record.id} vectors={vectors} />
        <span className={`mg-badge mg-badge--${record.status}`}>
          {t(`annotation.status.${record.status}`)}
          {record.status === 'draft' && record.isTaskDistributionCompleted && (
            <span
              className="mg-record-header__completed"
              role="img"
              aria-label={t('annotation.distributionCompleted')}
              title={t('annotation.distributionCompleted')}
            >
              <Icon name="check" />
            </span>
          )}
        </span>
        <Dropdown
          label={<span aria-hidden="true">⋯</span>}
          buttonLabel={t('annotation.recordMenu.label')}
          title={t('annotation.recordMenu.label')}
          align="end"
        >
          {(close) => (
            <ul className="mg-menu">
              <li>
                <button type="button" className="mg-menu__item" onClick={() => void copy(record.id)}>
                  <Icon name={copied ? 'check' : 'copy'} />
                  {copied ? t('common.copied') : t('annotation.recordMenu.copyId')}
                </button>
              </li>
              {metadata.length > 0 && (
                <li>
                  <button
                    type="button"
                    className="mg-menu__item"
                    onClick={() => {
                      setShowMetadata(!showMetadata);
                      close();
                    }}
                  >
                    {showMetadata
                      ? t('annotation.recordMenu.hideMetadata')
                      : t('annotation.recordMenu.showMetadata')}
                  </button>
                </li>
              )}
            </ul>
          )}
        </Dropdown>
      </div>
      {after}
      {showMetadata && (
        <dl className="mg-record-header__metadata" aria-label={t('annotation.recordMenu.metadata')}>
          {metadata.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}
