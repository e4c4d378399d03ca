// Export to the hub: the form, its validation and the job followed until it ends.
export type { ExportForm, ExportTextField, ExportValidationKey } from './exportForm';
export {
  EMPTY_EXPORT_FORM,
  EXPORT_VALIDATION_KEYS,
  HF_TOKEN_PATTERN,
  validateExportForm,
  exportRepoId,
} from './exportForm';
export type { StoredExportJob } from './exportJobStorage';
export { exportJobStorage, EXPORT_JOBS_STORAGE_KEY } from './exportJobStorage';
export type {
  ExportToHubState,
  ExportToHubSession,
  ExportToHubSessionOptions,
} from './createExportToHubSession';
export { createExportToHubSession, EXPORT_MESSAGE_KEYS } from './createExportToHubSession';
export { selectExportErrors, selectCanExport } from './exportSelectors';
