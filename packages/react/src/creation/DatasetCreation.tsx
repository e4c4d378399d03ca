import { useId } from 'react';
import { CREATION_PANEL_DEFAULTS, type HubDatasetClient } from '@marginalia/core';
import { ErrorPage } from '../error/ErrorPage';
import { annotationPath } from '../datasets/datasetPaths';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useScopedStyles } from '../styles/useScopedStyles';
import { CreateDatasetDialog } from './CreateDatasetDialog';
import { creationCss } from './creationCss';
import { FieldsColumn } from './FieldsColumn';
import { hubTexts } from './hubTexts';
import { QuestionsColumn } from './QuestionsColumn';
import { RecordPreview } from './RecordPreview';
import { useDatasetCreation } from './useDatasetCreation';

export interface DatasetCreationProps {
  /** The hub repository id, e.g. `stanfordnlp/imdb`. */
  repoId: string;
  /** The hub client; by default one reading the hub the server names. */
  hub?: HubDatasetClient;
  /** Called with the new dataset's id; by default its annotation page opens. */
  onCreated?(datasetId: string): void;
}

/**
 * The preview of a new dataset from a hub repository (spec 2 §2): the 'Preview' badge, the first record with
 * the mapped fields, the questions preview, the hub's own preview, and the configuration (fields column with
 * the subset selector, questions column with the add-question dropdown, the create dialog). A repository that
 * cannot be read shows the 404 page 'Cannot fetch the dataset'.
 *
 * @example
 * <DatasetCreation repoId="stanfordnlp/imdb" />
 */
export function DatasetCreation({ repoId, hub, onCreated }: DatasetCreationProps) {
  const t = useT(hubTexts);
  const navigation = useNavigation();
  const rootRef = useScopedStyles<HTMLDivElement>('mg-creation', creationCss);
  const configId = useId();
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
  const style = {
    '--mg-creation-preview-width': `${CREATION_PANEL_DEFAULTS.previewWidthPercent}%`,
  } as React.CSSProperties;
  return (
    <div ref={rootRef} className="mg-root mg-creation" style={style}>
      <h1 className="mg-creation__title">
        {repoId}
        <span className="mg-badge">{t('creation.preview')}</span>
      </h1>
      <div className="mg-creation__preview">
        <RecordPreview store={store} />
      </div>
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
    </div>
  );
}
