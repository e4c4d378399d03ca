/**
 * Ports of the browser tests: the reference server on `MARGINALIA_E2E_PORT` (6915 by default) and the elements
 * demo, a static server on the next port, so its pages are another origin than the API.
 */
export const API_PORT = Number(process.env.MARGINALIA_E2E_PORT ?? 6915);
export const DEMO_PORT = API_PORT + 1;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
/** The demo origin the server lists in `MARGINALIA_CORS_ORIGINS`. */
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
/** The same demo server under another name: an origin the server does not list. */
export const UNLISTED_DEMO_URL = `http://localhost:${DEMO_PORT}`;
/** The hub stand-in (the hub and its datasets server on one origin), two ports above the server. */
export const HUB_PORT = API_PORT + 2;
export const HUB_URL = `http://127.0.0.1:${HUB_PORT}`;
/** The model stand-in (an OpenAI-compatible chat-completions server), three ports above the server. */
export const MODEL_PORT = API_PORT + 3;
export const MODEL_URL = `http://127.0.0.1:${MODEL_PORT}`;
/** The documentation site's static preview (another origin than the API), four ports above the server. */
export const DOCS_PORT = API_PORT + 4;
export const DOCS_URL = `http://127.0.0.1:${DOCS_PORT}`;
/** Debian's Jupyter Notebook server of the notebook flow (another origin than the API), five ports above the server. */
export const NOTEBOOK_PORT = API_PORT + 5;
export const NOTEBOOK_URL = `http://127.0.0.1:${NOTEBOOK_PORT}`;
