import type { Message } from '../messages/Message';
import { isRecordNotFound } from '../queue/recordNotFound';
import type { AnnotationState } from './annotationState';

/** Why a view cannot show what it was asked for, with the HTTP status behind it (0 when there was none). */
export interface ViewFailure {
  status: number;
  message: Message;
}

/** The HTTP status a failure message names: its `status` param, else its `http.<status>` key, else 0. */
function statusOf(message: Message): number {
  const param = Number(message.params?.status);
  if (Number.isInteger(param) && param > 0) return param;
  const http = /^http\.(\d{3})$/.exec(message.key);
  return http ? Number(http[1]) : 0;
}

/**
 * What an embedding page hears of an annotation view that cannot show what it was asked for (the elements'
 * `mg-error`): its one record is not in the dataset (404), or its first load failed (an unknown dataset, say).
 * A 401 is left out: the credentials report it themselves, saying whether a new token is asked for.
 *
 * @example
 * viewFailureOf(store.getState()); // { status: 404, message: { key: 'errors.datasetInfo', params: { id, status: 404 } } }
 */
export function viewFailureOf(
  state: Pick<AnnotationState, 'status' | 'error' | 'emptyState'>,
): ViewFailure | null {
  if (state.emptyState && isRecordNotFound(state.emptyState))
    return { status: 404, message: state.emptyState };
  if (state.status !== 'error' || !state.error) return null;
  const status = statusOf(state.error);
  return status === 401 ? null : { status, message: state.error };
}
