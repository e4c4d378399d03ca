import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  annotationPaneKey,
  type AnnotationRecord,
  type Field,
  type KeyValueStorage,
  type WireVectorSettings,
} from '@marginalia/core';
import { useT, type Translate } from '../hooks/useT';
import { SplitPane, type SplitPaneCollapsible } from '../primitives/SplitPane';
import { LazyBulkView } from './bulk/bulkViewModule';
import { RecordWithDocument } from './documents/RecordWithDocument';
import { FocusView } from './layout/FocusView';
import { useLazyModule } from '../lazy/useLazyModule';
import { annotationPanelsModule } from './panels/annotationPanelsModule';
import { SHOW_PANELS_EVENT } from './panels/showPanelsEvent';
import { ProgressSummary } from './panels/ProgressSummary';
import { QuestionsForm } from './QuestionsForm';
import { useAnnotationView } from './view/AnnotationViewContext';
import { useCriteria } from './view/useCriteria';
import { LazySimilarityReference } from './similarity/similarityReferenceModule';

export interface AnnotationPanesProps {
  /** Where the panes' sizes are remembered. */
  storage: KeyValueStorage;
  isBulk: boolean;
  /** The record in focus mode (its document shows beside it). */
  record: AnnotationRecord | null;
  /** The reference record of a similarity search. */
  reference: AnnotationRecord | null;
  fields: Field[];
  vectors: WireVectorSettings[];
  searchText: string;
  /** What shows when there is no record (the empty state's message). */
  empty: ReactNode;
  /** The questions form shows only while there are records. */
  hasRecords: boolean;
}

/**
 * The annotation page's resizable panes: the record (focus or bulk mode, with the similarity reference and the
 * record's document) beside the questions form above the collapsible progress and activity panels. Their sizes
 * are remembered per dataset; the panels start collapsed to a one-line progress footer. Below 800 px they stack: the record first, then the questions as a sheet whose
 * action bar stays at the screen's bottom.
 */
export function AnnotationPanes({
  storage,
  isBulk,
  searchText,
  vectors,
  empty,
  ...props
}: AnnotationPanesProps) {
  const t = useT();
  const { datasetId } = useAnnotationView();
  // The reference bar's code loads only once a similarity search starts.
  const [similaritySearch] = useCriteria((s) => s.committed.similaritySearch !== null);
  // A control asking for the panels (the comments button) expands them.
  const rootRef = useRef<HTMLDivElement>(null);
  const [showRequest, setShowRequest] = useState(0);
  useEffect(() => {
    const root = rootRef.current;
    const show = () => setShowRequest((count) => count + 1);
    root?.addEventListener(SHOW_PANELS_EVENT, show);
    return () => root?.removeEventListener(SHOW_PANELS_EVENT, show);
  }, []);
  return (
    <div ref={rootRef} style={{ display: 'contents' }}>
      <SplitPane
        orientation="horizontal"
        storage={storage}
        storageKey={annotationPaneKey(datasetId, 'record')}
        defaultSize={60}
        label={t('annotation.panels.resizeRecord')}
        className="mg-annotation__body"
        first={
          <RecordWithDocument
            record={isBulk ? null : props.record}
            searchText={searchText}
            main={
              <div className="mg-annotation__main">
                {similaritySearch && (
                  <LazySimilarityReference
                    reference={props.reference}
                    fields={props.fields}
                    vectors={vectors}
                  />
                )}
                {isBulk ? (
                  <LazyBulkView vectors={vectors} searchText={searchText} empty={empty} />
                ) : (
                  <FocusView vectors={vectors} searchText={searchText} empty={empty} />
                )}
              </div>
            }
          />
        }
        second={
          <SplitPane
            orientation="vertical"
            storage={storage}
            storageKey={annotationPaneKey(datasetId, 'side')}
            defaultSize={70}
            label={t('annotation.panels.resizePanels')}
            collapsible={{ ...panelsCollapsible(t), expandRequest: showRequest }}
            first={props.hasRecords ? <QuestionsForm spanQuestionsInFields /> : null}
            second={<LazyAnnotationPanels />}
          />
        }
      />
    </div>
  );
}

/** The panels' code loads when they are first expanded; nothing shows until it has loaded. */
function LazyAnnotationPanels() {
  const AnnotationPanels = useLazyModule(annotationPanelsModule);
  return AnnotationPanels ? <AnnotationPanels /> : null;
}

/**
 * The header of the progress and activity panels below the form, which collapses them: a one-line footer with my
 * progress, collapsed until the person expands it, so the panels do not compete with the form for the height.
 */
function panelsCollapsible(t: Translate): SplitPaneCollapsible {
  const title = t('annotation.panels.title');
  return {
    title,
    summary: <ProgressSummary />,
    defaultCollapsed: true,
    collapseLabel: t('annotation.panels.collapse', { name: title }),
    expandLabel: t('annotation.panels.expand', { name: title }),
  };
}
