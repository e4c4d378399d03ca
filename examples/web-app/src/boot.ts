import { createMarginalia, prefetchAnnotationView } from '@marginalia/core';
import { annotatedDatasetAt } from './routes/annotationPath';

// The page's first reads, from a module that needs only the core and that `main.tsx` imports first: the session's
// `GET /me` and an annotation page's reads go out before React and the pages are evaluated (issue #27, P2: that
// evaluation took 35–40 ms before the reads could start).

/** The app's one SDK. An absolute API path: the default relative `api` would resolve against nested routes. */
export const sdk = createMarginalia({ baseUrl: '/api', storage: window.localStorage });
void sdk.session.getState().restore();

const annotatedDataset = annotatedDatasetAt(window.location.pathname);

/**
 * Opened on an annotation page with a stored session: its first reads, beside the restore's `GET /me` rather
 * than once it answered and the page rendered; the page's store adopts them.
 */
export const annotationPrefetch =
  annotatedDataset && sdk.session.getState().token
    ? prefetchAnnotationView(sdk.client, annotatedDataset, new URLSearchParams(window.location.search))
    : null;
