import { useId, useState } from 'react';
import {
  CREATION_PANEL_DEFAULTS,
  createMemoryStorage,
  type HubDatasetClient,
  type KeyValueStorage,
} from '@marginalia/core';
import { ErrorPage } from '../error/ErrorPage';
import { annotationPath } from '../datasets/datasetPaths';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { SplitPane } from '../primitives/SplitPane';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useScopedStyles } from '../styles/useScopedStyles';
import { CreateDatasetDialog } from './CreateDatasetDialog';
import { creationCss } from './creationCss';
import { FieldsColumn } from './FieldsColumn';
import { hubTexts } from './hubTexts';
import { QuestionsColumn } from './QuestionsColumn';
import { HubViewerEmbed, QuestionsPreview, RecordPreview } from './RecordPreview';
import { useDatasetCreation } from './useDatasetCreation';

export interface DatasetCreationProps {
  /** The hub repository id, e.g. `stanfordnlp/imdb`. */
  repoId: string;
  /** The hub client; by default one reading the hub the server names. */
  hub?: HubDatasetClient;
  /** Called with the new dataset's id; by default its annotation page opens. */
  onCreated?(datasetId: string): void;
  /** Where the panel sizes are remembered, e.g. `window.localStorage`; in memory otherwise. */
  storage?: KeyValueStorage;
}

const P = CREATION_PANEL_DEFAULTS;

/**
 * The preview of a new dataset from a hub repository (spec 2 §2): the 'Preview' badge, then resizable panels as
 * the original lays them out — above, the first record with the mapped fields beside the questions preview;
 * below, the hub's dataset viewer beside the configuration (fields column with the subset selector, questions
 * column with the add-question dropdown, the create dialog) — at the panel defaults of
 * `CREATION_PANEL_DEFAULTS`. A narrow page stacks them. A repository that cannot be read shows the 404 page
 * 'Cannot fetch the dataset'.
 *
 * @example
 * <DatasetCreation repoId="stanfordnlp/imdb" storage={window.localStorage} />
 */
export function DatasetCreation({ repoId, hub, onCreated, storage }: DatasetCreationProps) {
  const t = useT(hubTexts);
  const navigation = useNavigation();
  const rootRef = useScopedStyles<HTMLDivElement>('mg-creation', creationCss);
  const configId = useId();
  const [fallbackStorage] = useState(createMemoryStorage);
  const panels = storage ?? fallbackStorage;
  const store = useDatasetCreation(repoId, hub);
  const status = useStoreSelector(store, (s) => s.status);
  const name = useStoreSelector(store, (s) => s.draft?.name ?? null);
  if (status === 'error') return <ErrorPage status={404} message={t('creation.cannotFetch')} />;
  if (status === 'loading' || name === null) {
    return (
      <p className="mg-muted" role="status" aria-busy="true">
        {t('creation.loading')}
      </p>
    );
  }
  const configuration = (
    <section className="mg-creation__config" aria-labelledby={configId}>
      <h2 id={configId}>{t('creation.configuration')}</h2>
      <div className="mg-creation__columns">
        <FieldsColumn store={store} />
        <QuestionsColumn store={store} />
      </div>
      <CreateDatasetDialog
        store={store}
        onCreated={onCreated ?? ((id) => navigation.navigate(annotationPath(id)))}
      />
    </section>
  );
  return (
    <div ref={rootRef} className="mg-root mg-creation">
      <h1 className="mg-creation__title">
        {repoId}
        <span className="mg-badge">{t('creation.preview')}</span>
      </h1>
      <SplitPane
        orientation="vertical"
        storageKey="marginalia.panels.creation"
        defaultSize={P.upperHeightPercent}
        minPercent={P.upperMinPercent}
        storage={panels}
        label={t('creation.resizeUpper')}
        first={
          <SplitPane
            orientation="horizontal"
            storageKey="marginalia.panels.creation.upper"
            defaultSize={P.recordWidthPercent}
            storage={panels}
            label={t('creation.resizeRecord')}
            first={<RecordPreview store={store} />}
            second={<QuestionsPreview store={store} />}
          />
        }
        second={
          <SplitPane
            orientation="horizontal"
            storageKey="marginalia.panels.creation.lower"
            defaultSize={P.viewerWidthPercent}
            storage={panels}
            label={t('creation.resizeViewer')}
            first={<HubViewerEmbed store={store} />}
            second={configuration}
          />
        }
      />
    </div>
  );
}
