import { createFakeApi, type FakeReply } from '../createFakeApi';

/** A fake server as the stories use it: its `fetch` goes to the sdk (and the OAuth client). */
export interface StoryServer {
  fetch: typeof globalThis.fetch;
}

/** Routes of {@link createFakeApi}: `'METHOD /v1/path'` → a reply or a function of the call. */
export type StoryRoutes = Parameters<typeof createFakeApi>[0];

/** The English text every 500 ends up as (core `http.500`, spec 1 §8). */
export const SERVER_ERROR_MESSAGE = 'An error occurred, please try again later';

/** A 500 with the contract's error shape B (`GenericServerError`). */
export const serverError: FakeReply = {
  status: 500,
  body: {
    detail: {
      code: 'argilla.api.errors::GenericServerError',
      params: { type: 'builtins.RuntimeError', message: 'The story server failed on purpose' },
    },
  },
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// createFakeApi compiles route patterns into regular expressions and takes the first match, so a `.*` route
// listed last catches whatever the story's own routes leave.
const everyOtherRoute = (reply: FakeReply | (() => Promise<FakeReply>)): StoryRoutes =>
  Object.fromEntries(METHODS.map((method) => [`${method} /v1/.*`, reply]));

/**
 * A server that answers `routes` and 500s (shape B) for everything else: the error state.
 *
 * @example
 * failingServer({ 'GET /v1/me': ok(wireUser()) });
 */
export function failingServer(routes: StoryRoutes = {}): StoryServer {
  return createFakeApi({ ...routes, ...everyOtherRoute(serverError) });
}

/**
 * A server that answers `routes` and never answers anything else: the loading state.
 *
 * @example
 * pendingServer({ 'GET /v1/me': ok(wireUser()) });
 */
export function pendingServer(routes: StoryRoutes = {}): StoryServer {
  return createFakeApi({ ...routes, ...everyOtherRoute(() => new Promise<FakeReply>(() => {})) });
}

/** A server that answers only `routes` (404 like the real one otherwise). */
export function storyServer(routes: StoryRoutes = {}): StoryServer {
  return createFakeApi(routes);
}
