import type { ApiClient } from '../api/createApiClient';
import { ApiError } from '../api/ApiError';
import { messageOfError } from '../api/messageOfError';
import { createMessage, type Message } from '../messages/Message';
import type { QueryOptions } from '../observer/QueryObserver';
import { staleWhenInvalidated } from '../observer/staleWhenInvalidated';
import { REVIEW_MESSAGE_KEYS } from '../review/reviewMessageKeys';
import { agreementRowsOf, type AgreementRows } from './agreementRows';

/** The agreement panel's read: its rows, or why they could not be read. */
export type AgreementPanelResult = { rows: AgreementRows; error: null } | { rows: null; error: Message };

/** A refusal (only reviewers read agreement) says so; any other failure gives the call's message. */
function failureOf(error: unknown): AgreementPanelResult {
  const refused = error instanceof ApiError && error.status === 403;
  return {
    rows: null,
    error: refused ? createMessage(REVIEW_MESSAGE_KEYS.notReviewer) : messageOfError(error),
  };
}

/**
 * The agreement of a dataset as the panel's rows, as a query. Unlike the silent plain reads, a failure is part
 * of the result: the panel says why it shows no figures. It reads again whenever the client makes the agreement
 * stale (a review decision or a response written through it), and when `revision` changes (e.g. the caller's
 * submitted count), since agreement follows the submitted responses.
 *
 * @example
 * const result = useQuery(agreementPanelQuery(client, datasetId));
 * if (result?.rows) render(result.rows.questions);
 */
export function agreementPanelQuery(
  client: Pick<ApiClient, 'getDatasetAgreement' | 'onInvalidate'>,
  datasetId: string,
  revision = '',
): QueryOptions<AgreementPanelResult> {
  return {
    key: `agreement:${datasetId}:${revision}`,
    load: () =>
      client
        .getDatasetAgreement(datasetId)
        .then(
          (agreement): AgreementPanelResult => ({ rows: agreementRowsOf(agreement), error: null }),
          failureOf,
        ),
    keepWhileReloading: true,
    staleWhen: staleWhenInvalidated(client, `/datasets/${datasetId}/agreement`),
  };
}
