import { useRef, type RefObject } from 'react';
import type { AnnotationState, Marginalia } from '@marginalia/core';
import { useStoreSelector, shallowEqual } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { useScopedStyles } from '../styles/useScopedStyles';
import { annotationCss } from './annotationCss';
import { Pagination } from './Pagination';
import { ProgressPanel } from './ProgressPanel';
import { QuestionsForm } from './QuestionsForm';
import { RecordCard } from './RecordCard';
import { useAnnotationShortcuts } from './useAnnotationShortcuts';
import { useAnnotationStore, type AnnotationStore } from './useAnnotationStore';
import { usePauseWhenHidden } from './usePauseWhenHidden';

export interface AnnotationViewProps {
  datasetId: string;
  /** A store made by the host (e.g. to show the dataset name in its header); one is made and loaded otherwise. */
  store?: AnnotationStore;
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
}

/**
 * Focus-mode annotation of one dataset: the current pending record, its questions, paging and the caller's progress.
 * Shortcuts: Ctrl/Cmd+Enter submits, Ctrl/Cmd+Backspace discards, Ctrl/Cmd+S saves a draft.
 *
 * @example
 * <AnnotationView datasetId={id} />
 */
export function AnnotationView({ datasetId, store: explicitStore, sdk }: AnnotationViewProps) {
  const ownStore = useAnnotationStore(explicitStore ? null : datasetId, sdk);
  const store = explicitStore ?? ownStore;
  const t = useT();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const styleRef = useScopedStyles<HTMLDivElement>('mg-annotation', annotationCss);
  const setRoot = (node: HTMLDivElement | null) => {
    rootRef.current = node;
    styleRef(node);
  };

  if (!store) {
    return (
      <div ref={setRoot} className="mg-root mg-status" role="status" aria-busy="true">
        {t('annotation.loading')}
      </div>
    );
  }
  return <AnnotationLayout store={store} setRoot={setRoot} rootRef={rootRef} />;
}

interface AnnotationLayoutProps {
  store: AnnotationStore;
  setRoot(node: HTMLDivElement | null): void;
  rootRef: RefObject<HTMLDivElement | null>;
}

function AnnotationLayout({ store, setRoot, rootRef }: AnnotationLayoutProps) {
  const t = useT();
  const state = useStoreSelector(store, pickViewState, shallowEqual);
  const { status, record, error, emptyState, pendingAction } = state;
  const canAct = record !== null && pendingAction === null;

  useAnnotationShortcuts(rootRef, {
    submit: () => state.canSubmit && canAct && void state.submit(),
    discard: () => canAct && void state.discard(),
    draft: () => canAct && void state.saveDraft(),
    next: () => pendingAction === null && state.page < state.total && void state.next(),
    previous: () => pendingAction === null && state.page > 1 && void state.previous(),
  });
  usePauseWhenHidden(rootRef, store);

  const firstLoad = status === 'idle' || (status === 'loading' && record === null);
  return (
    <div ref={setRoot} className="mg-root mg-annotation" aria-busy={status === 'loading'}>
      {error && (
        <p className="mg-alert mg-annotation__full" role="alert">
          {translateMessage(t, error)}
        </p>
      )}
      {firstLoad ? (
        <p className="mg-status mg-annotation__full" role="status">
          {t('annotation.loading')}
        </p>
      ) : (
        <>
          <div className="mg-annotation__main">
            {record && (
              <Pagination
                page={state.page}
                total={state.total}
                disabled={pendingAction !== null || status === 'loading'}
                onPrevious={() => void state.previous()}
                onNext={() => void state.next()}
              />
            )}
            {record ? (
              <RecordCard record={record} fields={state.fields} />
            ) : (
              emptyState && (
                <p className="mg-status" role="status">
                  {translateMessage(t, emptyState)}
                </p>
              )
            )}
          </div>
          <div className="mg-annotation__side">
            {record && <QuestionsForm state={state} />}
            <ProgressPanel metrics={state.metrics} />
          </div>
        </>
      )}
    </div>
  );
}

function pickViewState(s: AnnotationState) {
  return {
    status: s.status,
    error: s.error,
    record: s.record,
    fields: s.fields,
    questions: s.questions,
    answers: s.answers,
    canSubmit: s.canSubmit,
    pendingAction: s.pendingAction,
    lastSavedAt: s.lastSavedAt,
    metrics: s.metrics,
    emptyState: s.emptyState,
    page: s.page,
    total: s.total,
    setAnswer: s.setAnswer,
    submit: s.submit,
    discard: s.discard,
    saveDraft: s.saveDraft,
    next: s.next,
    previous: s.previous,
  };
}
