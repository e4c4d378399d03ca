import type { ElementContract, EventContract } from './ElementContract';

/** The attributes every element understands. */
export const SHARED_ATTRIBUTES = {
  baseUrl: {
    attribute: 'base-url',
    type: 'string',
    description: 'The API prefix, e.g. `https://annotate.example.org/api`; may be another origin (CORS).',
    default: '/api',
  },
  apiKey: {
    attribute: 'api-key',
    type: 'string',
    description:
      'Signs every request with this API key (`X-Argilla-Api-Key`) instead of a signed-in session.',
  },
  locale: {
    attribute: 'locale',
    type: 'string',
    description: 'Interface language: `en`, `de` or `es`.',
    reflect: true,
    default: 'the browser language',
  },
  theme: {
    attribute: 'theme',
    type: 'string',
    description: 'Colour theme: `light`, `dark`, `high-contrast` or `system`.',
    reflect: true,
    default: 'system',
  },
} as const satisfies ElementContract['attributes'];

/** The properties every element understands. */
export const SHARED_PROPERTIES = {
  token: {
    type: 'string | null',
    description: 'A bearer token to sign requests with (a portal signs its users in itself).',
  },
  tokenProvider: {
    type: '(() => Promise<string | null> | string | null) | null',
    description:
      'Mints bearer tokens: asked when the element has none, and once more after a 401 (short-lived tokens).',
  },
  fetch: {
    type: 'typeof fetch | null',
    description:
      'The `fetch` the element calls the API with (a proxy, a test double); the global one by default.',
  },
} as const satisfies ElementContract['properties'];

/** The `detail` of `mg-error`, the same on every element. */
export const MG_ERROR_DETAIL = '{ status: number; key: string; message: string; retrying: boolean }';

/**
 * `mg-error` of an element that loads data: the 401 every element reports, and a failure of one of its loads
 * (`ElementContract.loads`).
 *
 * @example
 * loadErrorEvent(['/me/datasets']).description; // '… or loading what it shows failed (GET /me/datasets) …'
 */
export function loadErrorEvent(loads: readonly string[]): EventContract {
  const reads = loads.map((path) => `GET ${path}`).join(', ');
  return {
    detail: MG_ERROR_DETAIL,
    description: `A request answered 401 ('Could not validate credentials', in the element's language; \`retrying\` says whether the token provider is asked again), or loading what it shows failed (${reads}): \`status\` is the HTTP status (0 when the server did not answer), \`key\` the message key and \`message\` its text in the element's language, \`retrying\` false. A failed refresh is reported again.`,
  };
}

/** The events every element fires. */
export const SHARED_EVENTS = {
  'mg-ready': {
    detail: '{ user: { id: string; username: string; role: string } | null }',
    description: 'The element knows who is signed in and shows its content.',
  },
  'mg-error': {
    detail: MG_ERROR_DETAIL,
    description:
      "The element cannot act for its user: a request answered 401 ('Could not validate credentials', in the element's language); `retrying` says whether the token provider is asked again.",
  },
  'mg-signed-in': {
    detail: '{ user: { id: string; username: string; role: string } }',
    description: 'Somebody signed in with the form the element shows while nobody is signed in.',
  },
  'mg-navigate': {
    detail: '{ to: string }',
    description:
      'A link inside the element was followed; `preventDefault()` is not needed, the element never navigates the page.',
  },
} as const satisfies ElementContract['events'];

/** Parts every element exposes. */
export const SHARED_PARTS = {
  root: 'The element’s outer box (font, colours, spacing base).',
} as const;

/** The part of the sign-in form an element that needs a user shows while it has nobody to act for. */
export const SIGN_IN_PART = {
  'sign-in': 'The sign-in form, shown while nobody is signed in and no API key or token is given.',
} as const;

/** The theme's custom properties, which cross the shadow root. */
export const SHARED_CSS_PROPERTIES = {
  '--mg-color-bg': 'Background.',
  '--mg-color-fg': 'Text colour.',
  '--mg-color-muted': 'Secondary text.',
  '--mg-color-surface': 'Raised surfaces (cards, panels).',
  '--mg-color-primary': 'Accent: primary buttons, links, focus rings.',
  '--mg-color-on-primary': 'Text on the accent colour.',
  '--mg-color-danger': 'Errors and destructive actions.',
  '--mg-color-success': 'Submitted records, success messages.',
  '--mg-color-warning': 'Drafts, warnings.',
  '--mg-color-border': 'Borders and separators.',
  '--mg-radius': 'Corner radius (default 6px).',
  '--mg-font': 'Font family (default the system UI font).',
  '--mg-rem': 'The element’s rem (default 16px): the page’s root font size never scales the element.',
} as const satisfies ElementContract['cssProperties'];
