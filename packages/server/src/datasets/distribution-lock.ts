import type { WireDistribution } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { fromJsonRequired } from '../db/json-column';
import type { Database, DatasetsTable } from '../db/schema';
import { CodedBusinessError } from '../errors/api-errors';

/** Code and message of the original server's refusal (shape D), which the web app translates by code. */
export const DISTRIBUTION_LOCKED_CODE = 'update_distribution_with_existing_responses';
export const DISTRIBUTION_LOCKED_MESSAGE =
  "Distribution settings can't be modified for a dataset containing user responses";

/**
 * Once anybody has answered a record of the dataset (any response status), its task distribution may no
 * longer change: the records' statuses were decided under it. Sending the stored distribution again is fine.
 */
export async function assertDistributionMayChange(
  db: Kysely<Database>,
  dataset: DatasetsTable,
  distribution: WireDistribution,
): Promise<void> {
  const stored = fromJsonRequired<WireDistribution>(dataset.distribution);
  if (stored.strategy === distribution.strategy && stored.min_submitted === distribution.min_submitted)
    return;
  const answered = await db
    .selectFrom('responses')
    .innerJoin('records', 'records.id', 'responses.record_id')
    .select('responses.id')
    .where('records.dataset_id', '=', dataset.id)
    .limit(1)
    .executeTakeFirst();
  if (answered) throw new CodedBusinessError(DISTRIBUTION_LOCKED_CODE, DISTRIBUTION_LOCKED_MESSAGE);
}
