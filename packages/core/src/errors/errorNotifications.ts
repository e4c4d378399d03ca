import type { NotificationInput } from '../notifications/Notification';
import { errorMessages } from './errorMessages';

/**
 * The notifications of the error catalogue's situations that show as toasts (spec 1 §8): danger, except the
 * failed draft save, which is an error. Every notification is dismissed by a click.
 *
 * @example
 * notifications.getState().notify(errorNotifications.draftSave(reasonOfError(error)));
 */
export const errorNotifications = {
  /** Then the app goes home. */
  datasetInfo: (id: string): NotificationInput => ({
    message: errorMessages.datasetInfo(id),
    type: 'danger',
  }),
  workspaceInfo: (id: string): NotificationInput => ({
    message: errorMessages.workspaceInfo(id),
    type: 'danger',
  }),
  datasetAndWorkspaceInfo: (): NotificationInput => ({
    message: errorMessages.datasetAndWorkspaceInfo(),
    type: 'danger',
  }),
  missingVector: (): NotificationInput => ({ message: errorMessages.missingVector(), type: 'danger' }),
  /** The saving state is reset and the answer kept. */
  draftSave: (error: string): NotificationInput => ({
    message: errorMessages.draftSave(error),
    type: 'error',
  }),
  bulkPartialFailure: (): NotificationInput => ({
    message: errorMessages.bulkPartialFailure(),
    type: 'danger',
  }),
  /** The document is cleared. */
  documentById: (id: string): NotificationInput => ({
    message: errorMessages.documentById(id),
    type: 'danger',
  }),
  /** The document is cleared. */
  documentByPmid: (pmid: string): NotificationInput => ({
    message: errorMessages.documentByPmid(pmid),
    type: 'danger',
  }),
  documentSegments: (): NotificationInput => ({ message: errorMessages.documentSegments(), type: 'danger' }),
} as const;
