import { locksAnswers, type AnnotationState, type WireVectorSettings } from '@marginalia/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { Pagination } from '../Pagination';
import { RecordCard } from '../RecordCard';
import { ModeToggle } from '../toolbar/ModeToggle';
import { useAnnotationView } from '../view/AnnotationViewContext';
import { RecordHeader } from './RecordHeader';

function pick(s: AnnotationState) {
  return {
    record: s.record,
    fields: s.fields,
    questions: s.questions,
    answers: s.answers,
    page: s.page,
    total: s.total,
    totalKnown: s.totalKnown,
    canGoNext: s.canGoNext,
    canGoPrevious: s.canGoPrevious,
    status: s.status,
    pendingAction: s.pendingAction,
    setAnswer: s.setAnswer,
    next: s.next,
    previous: s.previous,
  };
}

// A phone: the width up to which the annotation view's container queries lay it out as one (640 px; the view is
// as wide as the window there, less its margins). Read through a media query, which a component can watch.
const PHONE = '(max-width: 640px)';
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia?.(PHONE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia?.(PHONE).matches ?? false;
const notPhone = () => false;

export interface FocusViewProps {
  vectors: readonly Pick<WireVectorSettings, 'name' | 'title'>[];
  searchText: string;
  /** What to show when there is no record (the core's empty state). */
  empty: ReactNode;
}

/**
 * The record side of focus annotation: the record with its header, which holds the annotation-type toggle and the
 * pagination too (one row, not a bar above the card); span questions are answered in the field they annotate.
 * Without a record, the toggle alone above the empty state.
 *
 * @example
 * <FocusView vectors={vectors} searchText="" empty={null} />
 */
export function FocusView({ vectors, searchText, empty }: FocusViewProps) {
  const { store, shortcuts } = useAnnotationView();
  const s = useStoreSelector(store, pick, shallowEqual);
  // On a phone the CSS shows the record's own controls at the card's foot (layoutCss): they come after the fields
  // in the DOM too, so the tab order reaches the record's text and questions first.
  const narrow = useSyncExternalStore(subscribePhone, isPhone, notPhone);
  const pagination = s.record && (
    <Pagination
      page={s.page}
      total={s.total}
      totalKnown={s.totalKnown}
      canGoNext={s.canGoNext}
      canGoPrevious={s.canGoPrevious}
      disabled={s.pendingAction !== null || s.status === 'loading'}
      onPrevious={() => void s.previous()}
      onNext={() => void s.next()}
      shortcutHints={{ previous: shortcuts.label('previousPage'), next: shortcuts.label('nextPage') }}
    />
  );
  return (
    <div className="mg-focus">
      {s.record ? (
        <RecordCard
          record={s.record}
          fields={s.fields}
          questions={s.questions}
          answers={s.answers}
          onAnswerChange={s.setAnswer}
          disabled={locksAnswers(s.pendingAction)}
          searchText={searchText}
          header={
            narrow ? (
              <header className="mg-record__header mg-record-header">
                <ModeToggle />
                {pagination}
              </header>
            ) : (
              <RecordHeader record={s.record} vectors={vectors} before={<ModeToggle />} after={pagination} />
            )
          }
          footer={narrow && <RecordHeader record={s.record} vectors={vectors} />}
        />
      ) : (
        <>
          <div className="mg-view-bar">
            <ModeToggle />
          </div>
          {empty}
        </>
      )}
    </div>
  );
}
