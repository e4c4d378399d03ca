import type { ApiError, Message } from '@marginalia/react';
import type { ElementContract } from './ElementContract';
import type { MarginaliaErrorDetail } from './MarginaliaEvents';

const segmentsOf = (path: string) =>
  path
    .split('?')[0]!
    .split('/')
    .filter((segment) => segment !== '');

/**
 * Whether a failed read is one of the element's loads (`contract.loads`): the whole path, segment by segment,
 * `*` standing for any one; a 401 is not, every element reports it already.
 *
 * @example
 * isFailedLoad({ loads: ['/datasets/*'] }, 404, '/datasets/d1'); // true, and false for '/datasets/d1/fields'
 */
export function isFailedLoad(
  contract: Pick<ElementContract, 'loads'>,
  status: number,
  path: string,
): boolean {
  if (status === 401) return false;
  const actual = segmentsOf(path);
  return (contract.loads ?? []).some((pattern) => {
    const expected = segmentsOf(pattern);
    return (
      expected.length === actual.length && expected.every((part, i) => part === '*' || part === actual[i])
    );
  });
}

/**
 * The `mg-error` detail of a failed request, its message in the element's language.
 *
 * @example
 * errorDetail(new ApiError(500, undefined), (message) => message.key, false); // { status: 500, key: 'http.500', message: 'http.500', retrying: false }
 */
export function errorDetail(
  error: ApiError,
  translate: (message: Message) => string,
  retrying: boolean,
): MarginaliaErrorDetail {
  return { status: error.status, key: error.message.key, message: translate(error.message), retrying };
}
