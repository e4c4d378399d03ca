import type { DatasetCreationState } from '@marginalia/core';
import type { Translate } from '../hooks/useT';
import { Select } from '../primitives/Select';

export interface CreateDatasetFieldsProps {
  /** Prefix of the fields' ids. */
  id: string;
  dialog: DatasetCreationState['dialog'];
  /** The creation store's intents. */
  state: DatasetCreationState;
  t: Translate;
}

/** The create dialog's fields: the dataset's name and its workspace ('no workspaces' when there is none). */
export function CreateDatasetFields({ id, dialog, state, t }: CreateDatasetFieldsProps) {
  return (
    <>
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
    </>
  );
}
