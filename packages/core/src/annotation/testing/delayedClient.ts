import type { ApiClient } from '../../api/createApiClient';
import type { createFakeRecordServer } from '../../queue/testing/createFakeRecordServer';

/**
 * A client of the fake record server whose answers arrive only once `delay(url)` resolves; the fake has already
 * executed the request by then, as a real server has when its answer is on the wire.
 */
export function delayedClient(
  fake: ReturnType<typeof createFakeRecordServer>,
  delay: (url: string) => Promise<void>,
): ApiClient {
  return fake.clientThrough(async (input, init) => {
    const response = await fake.server.fetch(input, init);
    await delay(String(input));
    return response;
  });
}
