import fc from 'fast-check';
import { ACCOUNT_TARGETS } from './fuzz-targets-accounts';
import { DATASET_TARGETS } from './fuzz-targets-datasets';
import { DOCUMENT_TARGETS } from './fuzz-targets-documents';
import type { FuzzTarget } from './fuzz-target';
import { RECORD_TARGETS } from './fuzz-targets-records';
import { REVIEW_TARGETS } from './fuzz-targets-review';
import { HISTORY_TARGETS } from './fuzz-targets-history';
import { COMMENT_TARGETS } from './fuzz-targets-comments';

/** Every endpoint of the API, with the bodies it accepts (`fuzz-targets.test.ts` checks none is missing). */
export const FUZZ_TARGETS: FuzzTarget[] = [
  ...ACCOUNT_TARGETS,
  ...DATASET_TARGETS,
  ...RECORD_TARGETS,
  ...DOCUMENT_TARGETS,
  ...REVIEW_TARGETS,
  ...HISTORY_TARGETS,
  ...COMMENT_TARGETS,
];

/** Query strings with wrong types, sizes and forms for listing and search. */
export const garbageQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'offset',
        'limit',
        'include',
        'ids',
        'workspace_id',
        'name',
        'status',
        'response_status',
        'version_id',
        'include_version',
        'recursive',
        'start_after',
        'workspace',
        'reference',
        'types',
        'pmid',
        'similarity_top_k',
        'sort',
        'user_id',
        'entity',
        'from',
        'to',
        'format',
      ),
      fc.oneof(
        fc.constantFrom(
          '-1',
          '0',
          '1001',
          '9'.repeat(40),
          '1.5',
          'abc',
          '',
          'responses,suggestions',
          'vectors:v',
          'vectors,vectors:v',
          'x:y',
          ',,',
          'response_suggestions',
          'disagreement',
          'updated',
          'rejected',
          'csv',
          'response',
          '2026-13-45',
          '2026-11-29T10:00:00.1234567',
        ),
        fc.string({ maxLength: 12 }),
        fc.uuid(),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`));
