/** The owner's api key the reference server creates on a fresh database (its documented default). */
export const OWNER_API_KEY = 'owner.apikey';
/** The owner's default credentials, for the browser's sign-in. */
export const OWNER = { username: 'owner', password: '12345678' };

/** Calls the v1 API of the server at `baseUrl` as the owner; throws on a non-2xx answer. */
export type OwnerCall = <T = { id: string }>(method: string, path: string, json?: unknown) => Promise<T>;

export function ownerApi(baseUrl: string): OwnerCall {
  return async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { 'X-Argilla-Api-Key': OWNER_API_KEY, 'Content-Type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** A bearer token for `user`, as the web app's sign-in gets it. */
export async function signInToken(baseUrl: string, user: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(user).toString(),
  });
  if (response.status !== 201) throw new Error(`sign-in of ${user.username} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Deletes every response of the record (a benchmark that answered it can run again on the same data). */
export async function deleteResponses(call: OwnerCall, recordId: string): Promise<void> {
  const record = await call<{ responses?: { id: string }[] }>('GET', `/records/${recordId}`);
  for (const response of record.responses ?? []) await call('DELETE', `/responses/${response.id}`);
}
