import { useId } from 'react';
import { selectCanCreate, selectFirstCreationError, type DatasetCreationState } from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { CreateDatasetFields } from './CreateDatasetFields';
import { CreateDatasetMessages } from './CreateDatasetMessages';
import { hubTexts } from './hubTexts';

export interface CreateDatasetDialogProps {
  store: ReadableStore<DatasetCreationState>;
  /** Called with the new dataset's id once its first records are in. */
  onCreated(datasetId: string): void;
}

/**
 * The create button and its dialog: the name, the workspace (the first one chosen; 'no workspaces' when there
 * is none), only the first validation message, and a create button disabled until all is well.
 *
 * @example
 * <CreateDatasetDialog store={store} onCreated={(id) => navigate(annotationPath(id))} />
 */
export function CreateDatasetDialog({ store, onCreated }: CreateDatasetDialogProps) {
  const t = useT(hubTexts);
  const id = useId();
  const dialog = useStoreSelector(store, (s) => s.dialog);
  const firstError = useStoreSelector(store, selectFirstCreationError);
  const canCreate = useStoreSelector(store, selectCanCreate);
  const state = store.getState();

  async function create() {
    const datasetId = await store.getState().create();
    if (datasetId) onCreated(datasetId);
  }

  if (!dialog.open) {
    return (
      <button type="button" className="mg-button mg-button--primary" onClick={() => void state.openDialog()}>
        {t('creation.create')}
      </button>
    );
  }
  return (
    <section
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="mg-card mg-creation__dialog"
      aria-busy={dialog.creating}
    >
      <h2 id={`${id}-title`}>{t('creation.createDialogTitle')}</h2>
      <CreateDatasetFields id={id} dialog={dialog} state={state} t={t} />
      <CreateDatasetMessages firstError={firstError} dialog={dialog} t={t} />
      <div className="mg-question-card__row">
        <button
          type="button"
          className="mg-button"
          disabled={dialog.creating}
          onClick={() => state.closeDialog()}
        >
          {t('creation.cancel')}
        </button>
        <button
          type="button"
          className="mg-button mg-button--primary"
          disabled={!canCreate}
          onClick={() => void create()}
        >
          {t('creation.create')}
        </button>
      </div>
    </section>
  );
}
