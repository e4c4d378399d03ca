import { useId } from 'react';
import { selectCanCreate, selectFirstCreationError, type DatasetCreationState } from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { Select } from '../primitives/Select';
import { translateMessage, useT } from '../hooks/useT';
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
      <div className="mg-creation__field">
        <label htmlFor={`${id}-name`}>{t('creation.datasetName')}</label>
        <input
          id={`${id}-name`}
          className="mg-input"
          value={dialog.name}
          onChange={(e) => state.setDatasetName(e.target.value)}
        />
      </div>
      {dialog.workspacesStatus === 'ready' && dialog.workspaces.length === 0 ? (
        <p className="mg-creation__error" role="alert">
          {t('creation.noWorkspaces')}
        </p>
      ) : (
        <div className="mg-creation__field">
          <Select
            label={t('creation.workspace')}
            value={dialog.workspaceId ?? ''}
            options={dialog.workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
            onChange={(workspaceId) => state.setWorkspace(workspaceId === '' ? null : workspaceId)}
          />
        </div>
      )}
      {firstError && (
        <p className="mg-creation__error" role="alert">
          {t(firstError)}
        </p>
      )}
      {dialog.error && (
        <p className="mg-creation__error" role="alert">
          {t('creation.createFailed', { reason: translateMessage(t, dialog.error) })}
        </p>
      )}
      {dialog.creating && (
        <p className="mg-muted" role="status">
          {t('creation.creating')}
        </p>
      )}
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
