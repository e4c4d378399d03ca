import { useRef, type RefObject } from 'react';
import {
  selectIsBulk,
  selectScreenState,
  type AnnotationState,
  type KeyValueStorage,
  type Marginalia,
} from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { OverlayHostContext } from '../primitives/OverlayHost';
import { useScopedStyles } from '../styles/useScopedStyles';
import { annotationCss } from './annotationCss';
import { AnnotationPanes } from './AnnotationPanes';
import { AnnotationViewContext } from './view/AnnotationViewContext';
import { CommentsProvider } from './comments/CommentsProvider';
import { moveQuestionFocus } from './layout/questionFocus';
import { useAnnotationNotifications } from './layout/useAnnotationNotifications';
import { usePreloadRenderers } from './preload/usePreloadRenderers';
import { useVectorSettings } from './similarity/useVectorSettings';
import { AnnotationToolbar } from './toolbar/AnnotationToolbar';
import { useAnnotationShortcuts, type ShortcutHandlers } from './useAnnotationShortcuts';
import { useAnnotationStore, type AnnotationStore } from './useAnnotationStore';
import { useAnnotationViewContextValue } from './useAnnotationViewContextValue';
import { usePauseWhenHidden } from './usePauseWhenHidden';

export interface AnnotationViewProps {
  datasetId: string;
  /** A store made by the host (e.g. with `useAnnotationStore(id, { url })`); one is made and loaded otherwise. */
  store?: AnnotationStore;
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
  /** Where panel sizes, the record height and remapped shortcuts are remembered; in memory otherwise. */
  storage?: KeyValueStorage;
}

/**
 * The annotation page of one dataset (spec 1 §2): the toolbar (search, status, filters, sort, reset), the
 * similarity reference, focus mode (one record, its questions, Submit / Discard / Save as draft / Clear) or bulk
 * mode (a virtualised page of records with selection, shown for pending records), and the progress and
 * guidelines panels, in resizable, collapsible panes. Keyboard: Ctrl/Cmd+Enter submits, +Backspace discards,
 * +S saves a draft, +↓/↑ moves between questions, +→/← pages; in bulk mode j/k or ↓/↑ move between records.
 *
 * @example
 * <AnnotationView datasetId={id} storage={window.localStorage} />
 */
export function AnnotationView({ datasetId, store: explicitStore, sdk, storage }: AnnotationViewProps) {
  const ownStore = useAnnotationStore(explicitStore ? null : datasetId, { sdk });
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
      <div ref={setRoot} className="mg-root mg-annotation mg-status" role="status" aria-busy="true">
        {t('annotation.loading')}
      </div>
    );
  }
  return (
    <AnnotationScreen datasetId={datasetId} store={store} sdk={sdk} storage={storage} setRoot={setRoot} rootRef={rootRef} />
  );
}

interface AnnotationScreenProps {
  datasetId: string;
  store: AnnotationStore;
  sdk?: Marginalia;
  storage?: KeyValueStorage;
  setRoot(node: HTMLDivElement | null): void;
  rootRef: RefObject<HTMLDivElement | null>;
}

function pickView(s: AnnotationState) {
  return {
    status: s.status,
    error: s.error,
    record: s.record,
    records: s.records,
    fields: s.fields,
    mode: s.mode,
    emptyState: s.emptyState,
    reference: s.reference,
  };
}

function AnnotationScreen({ datasetId, store, sdk, storage, setRoot, rootRef }: AnnotationScreenProps) {
  const t = useT();
  const overlaysRef = useRef<HTMLDivElement | null>(null);
  const { client } = useMarginalia(sdk);
  const context = useAnnotationViewContextValue(store, client, datasetId, storage);
  const view = useStoreSelector(store, pickView, shallowEqual);
  const criteria = useStoreSelector(
    store.criteria,
    (s) => ({ searchText: s.committed.searchText.text }),
    shallowEqual,
  );
  const fetching = useStoreSelector(store.queue, (s) => s.isFetching);
  // Read once the first record is painted: it does not need them.
  const vectors = useVectorSettings(client, datasetId, store);
  // Bulk mode belongs to pending records: the core keeps other statuses in focus mode.
  const isBulk = useStoreSelector(store.criteria, selectIsBulk);

  useAnnotationShortcuts(rootRef, context.shortcuts, shortcutHandlers(store, rootRef));
  usePauseWhenHidden(rootRef, store);
  usePreloadRenderers(store, vectors.length > 0);
  useAnnotationNotifications(store);

  const { firstLoad, hasRecords } = selectScreenState(view, isBulk);
  const empty = view.emptyState && (
    <p className="mg-status mg-annotation__empty" role="status">
      {translateMessage(t, view.emptyState)}
    </p>
  );

  return (
    // tabIndex -1: a click on the record's text focuses the view, so its shortcuts (which take only keys from inside
    // an embedded view) work after a click as they do in the app.
    <div
      ref={setRoot}
      className="mg-root mg-annotation"
      part="annotation"
      tabIndex={-1}
      aria-busy={view.status === 'loading' || fetching}
    >
      <OverlayHostContext.Provider value={overlaysRef}>
        <AnnotationViewContext.Provider value={context}>
          {view.status === 'error' && view.error && (
            <p className="mg-alert" role="alert">
              {translateMessage(t, view.error)}
            </p>
          )}
          {firstLoad ? (
            <p className="mg-status" role="status">
              {t('annotation.loading')}
            </p>
          ) : (
            <>
              <AnnotationToolbar fields={view.fields} />
              {/* Always in the layout, drawn only while records load: a bar that came and went moved the view below
                  it by 7 px, under a pointer about to click (the mode toggle's 1 px radio, for one). */}
              <div
                className="mg-annotation__fetching"
                data-active={fetching || undefined}
                {...(fetching ? { role: 'progressbar', 'aria-label': t('annotation.loading') } : { 'aria-hidden': true })}
              />
              <CommentsProvider datasetId={datasetId} sdk={sdk}>
                <AnnotationPanes
                  storage={context.storage}
                  isBulk={isBulk}
                  record={view.record}
                  reference={view.reference}
                  fields={view.fields}
                  vectors={vectors}
                  searchText={criteria.searchText}
                  empty={empty}
                  hasRecords={hasRecords}
                />
              </CommentsProvider>
            </>
          )}
        </AnnotationViewContext.Provider>
      </OverlayHostContext.Provider>
      {/* The modal dialogs' backdrops, outside the panes (a sticky pane is a stacking context of its own). */}
      <div ref={overlaysRef} className="mg-annotation__overlays" />
    </div>
  );
}

/** What the shortcuts do: the record actions (on the selection in bulk mode), question focus and paging. */
function shortcutHandlers(store: AnnotationStore, rootRef: RefObject<Element | null>): ShortcutHandlers {
  const state = () => store.getState();
  return {
    submit: () => void state().submit(),
    discard: () => void state().discard(),
    saveDraft: () => void state().saveDraft(),
    nextQuestion: () => rootRef.current && moveQuestionFocus(rootRef.current, 1),
    previousQuestion: () => rootRef.current && moveQuestionFocus(rootRef.current, -1),
    nextPage: () => void state().next(),
    previousPage: () => void state().previous(),
  };
}
