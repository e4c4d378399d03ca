import type { ResponseUpsert, WireResponse } from '../../api/wire/records';
import { USER_ID, type createFakeRecordServer } from '../../queue/testing/createFakeRecordServer';
import { deferred, type FakeReply } from '../../testing/createFakeFetch';

/**
 * Makes the fake server execute a create of `recordId`'s response whose body matches `held` only once the
 * returned `release` is called: a request the real server received but commits later. Like the real server it
 * answers 409 when the response exists by then (the client then updates the existing one).
 */
export function holdResponseCreate(
  fake: ReturnType<typeof createFakeRecordServer>,
  recordId: string,
  held: (body: ResponseUpsert) => boolean,
  responseId = `resp-${70 + Number(recordId.split('-')[1])}`,
): () => void {
  const gate = deferred<void>();
  fake.server.on('POST', `/api/v1/records/${recordId}/responses`, async (call): Promise<FakeReply> => {
    const body = call.json as ResponseUpsert;
    if (held(body)) await gate.promise;
    if (fake.responses.has(recordId)) return { status: 409, body: { detail: 'Response already exists' } };
    const response: WireResponse = {
      ...{ id: responseId, record_id: recordId, user_id: USER_ID, status: body.status },
      ...{
        values: body.values ?? null,
        inserted_at: '2024-05-01T10:22:33',
        updated_at: '2024-05-01T10:22:33',
      },
    };
    fake.responses.set(recordId, response);
    return { status: 201, body: response };
  });
  return () => gate.resolve();
}
