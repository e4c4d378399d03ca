/** A recorded body: JSON, UTF-8 text, or base64 bytes (as `record-proxy.mjs` stores them). */
export type RecordedBody = { json: unknown } | { text: string } | { base64: string } | null;

/** Who sent a recorded request: the owner, an API key or a bearer token (placeholders), or nobody. */
export type RecordedAuth = 'owner' | { apiKey: string } | { bearer: string } | null;

/** One normalized exchange of a fixture (`normalize-recording.mjs` writes them). */
export interface RecordedExchange {
  method: string;
  path: string;
  query: [string, string][];
  auth: RecordedAuth;
  contentType?: string;
  request: RecordedBody;
  status: number;
  response: RecordedBody;
  /** Answer headers the client reads (record-proxy's --response-headers), normalized like the bodies. */
  responseHeaders?: Record<string, string>;
}

/** A replay fixture: a real client's exchanges, ids, timestamps and credentials normalized. */
export interface ReplayFixture {
  client: string;
  note?: string;
  /** Long response arrays were cut to this many items when recorded (then only those are compared). */
  maxItems: number | null;
  exchanges: RecordedExchange[];
}
