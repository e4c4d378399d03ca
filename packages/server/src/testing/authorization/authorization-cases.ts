import { ACCOUNT_CASES } from './authorization-cases-accounts';
import { READ_CASES } from './authorization-cases-annotation';
import { JOB_CASES } from './authorization-cases-jobs';
import { WRITE_CASES } from './authorization-cases-settings';
import { FILE_CASES } from './authorization-cases-files';
import { DOCUMENT_CASES } from './authorization-cases-documents';
import { REVIEW_CASES } from './authorization-cases-review';
import { HISTORY_CASES } from './authorization-cases-history';
import { COMMENT_CASES } from './authorization-cases-comments';
import type { AuthorizationCase } from './authorization-case';

export { expectedStatuses, type AuthorizationCase } from './authorization-case';

/** Every endpoint of issue #3 with the contract's rule (§4 "Who"). */
export const AUTHORIZATION_CASES: AuthorizationCase[] = [
  ...ACCOUNT_CASES,
  ...WRITE_CASES,
  ...READ_CASES,
  ...JOB_CASES,
  ...FILE_CASES,
  ...DOCUMENT_CASES,
  ...REVIEW_CASES,
  ...HISTORY_CASES,
  ...COMMENT_CASES,
];
