import { BUSINESS_LOGIC_KEY_PREFIX, CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import { createMessage, type Message } from '../messages/Message';
import { ERROR_MESSAGE_KEYS } from './errorMessageKeys';

/**
 * The message of each situation of the error catalogue (spec 1 §8), ready for `t(message.key, message.params)`.
 *
 * @example
 * errorMessages.datasetInfo(datasetId); // "Can't get dataset info for dataset_id: {id}"
 * errorMessages.draftSave(reasonOfError(error)); // 'Failed to save draft due to {error}…'
 */
export const errorMessages = {
  /** "Can't get dataset info for dataset_id: {id}". */
  datasetInfo: (id: string): Message => createMessage(CORE_MESSAGE_KEYS.errorsDatasetInfo, { id }),
  /** "Can't get workspace info for dataset_id: {id}". */
  workspaceInfo: (id: string): Message => createMessage(CORE_MESSAGE_KEYS.errorsWorkspaceInfo, { id }),
  /** Any other failure loading the dataset and its workspace. */
  datasetAndWorkspaceInfo: (): Message => createMessage(CORE_MESSAGE_KEYS.errorsDatasetAndWorkspaceInfo),
  /** 'Vector not found for the selected record'. */
  missingVector: (): Message => createMessage(`${BUSINESS_LOGIC_KEY_PREFIX}missing_vector`),
  /** 'Failed to save draft due to {error}' with the advice to retry and keep a copy of the work. */
  draftSave: (error: string): Message => createMessage(CORE_MESSAGE_KEYS.errorsSaving, { error }),
  /** 'Some records failed to annotate'. */
  bulkPartialFailure: (): Message => createMessage(ERROR_MESSAGE_KEYS.bulkAnnotation),
  /** 'Error fetching document with ID {id}'. */
  documentById: (id: string): Message => createMessage(ERROR_MESSAGE_KEYS.documentById, { id }),
  /** 'Error fetching document with pmid "{pmid}"'. */
  documentByPmid: (pmid: string): Message => createMessage(ERROR_MESSAGE_KEYS.documentByPmid, { pmid }),
  /** 'Error fetching document segments'. */
  documentSegments: (): Message => createMessage(ERROR_MESSAGE_KEYS.documentSegments),
  /** Shown with a placeholder image when an image field fails to load. */
  imageLoad: (): Message => createMessage(ERROR_MESSAGE_KEYS.couldNotLoadImage),
  /** 'Unknown middleware {name}', on an error page with status 500. */
  unknownMiddleware: (name: string): Message => createMessage(ERROR_MESSAGE_KEYS.unknownMiddleware, { name }),
  /** 'Dataset not found or available on Hub', under the repository input on home. */
  hubRepository: (): Message => createMessage(ERROR_MESSAGE_KEYS.cantLoadRepository),
} as const;
