import { validateExportForm, type ExportTextField, type ExportValidationKey } from './exportForm';
import type { ExportToHubState } from './createExportToHubSession';

/** The errors the form shows: a field's only after its first blur, then on every input. */
export function selectExportErrors(
  state: Pick<ExportToHubState, 'form' | 'touched'>,
): Partial<Record<ExportTextField, ExportValidationKey>> {
  const errors = validateExportForm(state.form);
  const shown: Partial<Record<ExportTextField, ExportValidationKey>> = {};
  for (const field of Object.keys(errors) as ExportTextField[])
    if (state.touched[field]) shown[field] = errors[field];
  return shown;
}

/** The submit button works only with a valid form and nothing started. */
export function selectCanExport(state: Pick<ExportToHubState, 'form' | 'starting' | 'running'>): boolean {
  return (
    !state.starting && state.running === null && Object.keys(validateExportForm(state.form)).length === 0
  );
}
