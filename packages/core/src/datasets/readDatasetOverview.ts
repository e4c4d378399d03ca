import type { ApiClient } from '../api/createApiClient';
import { ApiError } from '../api/ApiError';
import type { WireDatasetOverview } from '../api/wire/datasetOverview';

/** Remembers, per client, whether its server answers the overview path (an Argilla server does not). */
export interface OverviewSupport {
  served: boolean;
}

/** The overview composed from the four v1 reads an Argilla server offers. */
async function overviewFromV1Reads(client: ApiClient, datasetId: string): Promise<WireDatasetOverview> {
  const [progress, metrics, questions, fields] = await Promise.all([
    client.getDatasetProgress(datasetId),
    client.getMyMetrics(datasetId),
    client.getQuestions(datasetId),
    client.getFields(datasetId),
  ]);
  return {
    questions: questions.items.map((question) => ({ title: question.title, type: question.settings.type })),
    field_types: fields.items.map((field) => field.settings.type),
    pending_for_me: metrics.responses.pending,
    progress,
  };
}

/**
 * Reads a home card's overview in one request (`GET /me/datasets/{id}/overview`); a server without that path (it
 * answers 404 while the dataset exists) is asked the v1 reads instead, and `support` remembers it so the other
 * cards go there directly.
 *
 * @example
 * const support = { served: true };
 * const overview = toDatasetOverview(await readDatasetOverview(client, id, support));
 */
export async function readDatasetOverview(
  client: ApiClient,
  datasetId: string,
  support: OverviewSupport,
): Promise<WireDatasetOverview> {
  if (!support.served) return overviewFromV1Reads(client, datasetId);
  try {
    return await client.getMyDatasetOverview(datasetId);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const composed = await overviewFromV1Reads(client, datasetId);
    support.served = false;
    return composed;
  }
}
