import { useMemo, useState, type ReactNode } from 'react';
import type { AnnotationState, BulkAnnotationState, WireVectorSettings } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { useT } from '../../hooks/useT';
import { useScopedStyles } from '../../styles/useScopedStyles';
import { useAnnotationView } from '../view/AnnotationViewContext';
import { Pagination } from '../Pagination';
import { ModeToggle } from '../toolbar/ModeToggle';
import { PageSizeSelect } from '../toolbar/PageSizeSelect';
import { bulkCss } from './bulkCss';
import { BulkConfirmationDialog } from './BulkConfirmationDialog';
import { BulkProgress } from './BulkProgress';
import { BulkRecordList } from './BulkRecordList';
import { BulkSelectionBar } from './BulkSelectionBar';
import {
  RECORD_HEIGHT_STORAGE_KEY,
  RECORD_HEIGHTS,
  RecordHeightToggle,
  type RecordHeight,
} from './RecordHeightToggle';

function pickPage(s: AnnotationState) {
  return {
    records: s.records,
    fields: s.fields,
    questions: s.questions,
    page: s.page,
    pageSize: s.pageSize,
    total: s.total,
    canGoNext: s.canGoNext,
    canGoPrevious: s.canGoPrevious,
    status: s.status,
    emptyState: s.emptyState,
    next: s.next,
    previous: s.previous,
  };
}

const pickBulk = (s: BulkAnnotationState) => ({
  selectedIds: s.selectedIds,
  running: s.running,
  toggle: s.toggle,
  recordAnswers: s.recordAnswers,
  setRecordAnswer: s.setRecordAnswer,
});

export interface BulkViewProps {
  vectors: readonly Pick<WireVectorSettings, 'name' | 'title'>[];
  searchText: string;
  /** What to show when the page has no record (the core's empty state). */
  empty: ReactNode;
}

/**
 * The record side of bulk annotation: a row with the annotation-type toggle, record height and pagination; a row
 * with the selection and the keyboard hint; the progress of a running action; the virtualised records with their
 * checkboxes; the page size below them (rarely changed, as in Extralit's bulk view); and the confirmation asked
 * above 100 records.
 *
 * @example
 * <BulkView vectors={vectors} searchText="" empty={null} />
 */
export function BulkView({ vectors, searchText, empty }: BulkViewProps) {
  const t = useT();
  const { store, storage, shortcuts } = useAnnotationView();
  const styleRef = useScopedStyles<HTMLDivElement>('mg-bulk', bulkCss);
  const page = useStoreSelector(store, pickPage, shallowEqual);
  const bulk = useStoreSelector(store.bulk, pickBulk, shallowEqual);
  const [height, setHeight] = useState<RecordHeight>(() => {
    const stored = storage.getItem(RECORD_HEIGHT_STORAGE_KEY) as RecordHeight | null;
    return stored && RECORD_HEIGHTS.includes(stored) ? stored : 'defaultHeight';
  });
  const busy = bulk.running !== null || page.status === 'loading';
  const spanQuestions = useMemo(() => page.questions.filter((question) => question.type === 'span'), [page.questions]);

  return (
    <div ref={styleRef} className="mg-bulk">
      <div className="mg-view-bar">
        <ModeToggle />
        <div className="mg-bulk__height">
          <RecordHeightToggle
            value={height}
            onChange={(next) => {
              setHeight(next);
              storage.setItem(RECORD_HEIGHT_STORAGE_KEY, next);
            }}
          />
        </div>
        <Pagination
          mode="bulk"
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          canGoNext={page.canGoNext}
          canGoPrevious={page.canGoPrevious}
          disabled={busy}
          onNext={() => void page.next()}
          onPrevious={() => void page.previous()}
          shortcutHints={{ previous: shortcuts.label('previousPage'), next: shortcuts.label('nextPage') }}
        />
      </div>
      {page.records.length > 0 ? (
        <>
          <div className="mg-bulk__bar">
            <BulkSelectionBar total={page.total} />
            <p className="mg-muted mg-bulk__keys">{t('annotation.bulk.keyboardHint')}</p>
          </div>
          <BulkProgress />
          <BulkRecordList
            records={page.records}
            fields={page.fields}
            vectors={vectors}
            selectedIds={bulk.selectedIds}
            onToggle={bulk.toggle}
            height={height}
            firstPosition={page.page}
            searchText={searchText}
            disabled={bulk.running !== null}
            spanQuestions={spanQuestions}
            recordAnswers={bulk.recordAnswers}
            onRecordAnswer={bulk.setRecordAnswer}
          />
          <div className="mg-bulk__foot">
            <PageSizeSelect />
          </div>
        </>
      ) : (
        empty
      )}
      <BulkConfirmationDialog />
    </div>
  );
}
