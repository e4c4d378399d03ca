import { locksAnswers, type AnnotationState, type WireVectorSettings } from '@marginalia/core';
import type { ReactNode } from 'react';
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

export interface FocusViewProps {
  vectors: readonly Pick<WireVectorSettings, 'name' | 'title'>[];
  searchText: string;
  /** What to show when there is no record (the core's empty state). */
  empty: ReactNode;
}

/**
 * The record side of focus annotation: the annotation-type toggle, pagination, and the record with its header;
 * span questions are answered in the field they annotate.
 *
 * @example
 * <FocusView vectors={vectors} searchText="" empty={null} />
 */
export function FocusView({ vectors, searchText, empty }: FocusViewProps) {
  const { store, shortcuts } = useAnnotationView();
  const s = useStoreSelector(store, pick, shallowEqual);
  return (
    <div className="mg-focus">
      <div className="mg-view-bar">
        <ModeToggle />
        {s.record && (
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
        )}
      </div>
      {s.record ? (
        <RecordCard
          record={s.record}
          fields={s.fields}
          questions={s.questions}
          answers={s.answers}
          onAnswerChange={s.setAnswer}
          disabled={locksAnswers(s.pendingAction)}
          searchText={searchText}
          header={<RecordHeader record={s.record} vectors={vectors} />}
        />
      ) : (
        empty
      )}
    </div>
  );
}
