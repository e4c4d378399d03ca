/** The export dialog's form (spec 2 §3). */
export interface ExportForm {
  orgOrUsername: string;
  datasetName: string;
  hfToken: string;
  isPrivate: boolean;
}
export type ExportTextField = Exclude<keyof ExportForm, 'isPrivate'>;

export const EMPTY_EXPORT_FORM: Readonly<ExportForm> = Object.freeze({
  orgOrUsername: '',
  datasetName: '',
  hfToken: '',
  isPrivate: false,
});

/** Validation keys of the export form (spec 2 §5), in namespace `core`. */
export const EXPORT_VALIDATION_KEYS = {
  orgOrUsernameIsRequired: 'exportToHub.validations.orgOrUsernameIsRequired',
  datasetNameIsRequired: 'exportToHub.validations.datasetNameIsRequired',
  hfTokenIsRequired: 'exportToHub.validations.hfTokenIsRequired',
  hfTokenInvalid: 'exportToHub.validations.hfTokenInvalid',
} as const;
export type ExportValidationKey = (typeof EXPORT_VALIDATION_KEYS)[keyof typeof EXPORT_VALIDATION_KEYS];

/** A hub token contains `hf_` followed by letters or digits, in any case. */
export const HF_TOKEN_PATTERN = /hf_[a-z0-9]+/i;

/**
 * The error of each text field of the form, if any.
 *
 * @example
 * validateExportForm({ ...EMPTY_EXPORT_FORM, hfToken: 'abc' }).hfToken; // 'exportToHub.validations.hfTokenInvalid'
 */
export function validateExportForm(form: ExportForm): Partial<Record<ExportTextField, ExportValidationKey>> {
  const errors: Partial<Record<ExportTextField, ExportValidationKey>> = {};
  if (form.orgOrUsername.trim() === '') errors.orgOrUsername = EXPORT_VALIDATION_KEYS.orgOrUsernameIsRequired;
  if (form.datasetName.trim() === '') errors.datasetName = EXPORT_VALIDATION_KEYS.datasetNameIsRequired;
  if (form.hfToken.trim() === '') errors.hfToken = EXPORT_VALIDATION_KEYS.hfTokenIsRequired;
  else if (!HF_TOKEN_PATTERN.test(form.hfToken)) errors.hfToken = EXPORT_VALIDATION_KEYS.hfTokenInvalid;
  return errors;
}

/** The hub repository the form names: `owner/name`. */
export function exportRepoId(form: Pick<ExportForm, 'orgOrUsername' | 'datasetName'>): string {
  return `${form.orgOrUsername.trim()}/${form.datasetName.trim()}`;
}
