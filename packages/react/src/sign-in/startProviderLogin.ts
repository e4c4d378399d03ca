/**
 * Starts a provider login: the page goes to `url`, or — inside an iframe, where providers refuse to render —
 * the login opens in a new window (spec 1 §7).
 *
 * @example
 * startProviderLogin(oauth.authenticationUrl('huggingface', location.search));
 */
export function startProviderLogin(url: string, view: Window | undefined = globalThis.window): void {
  if (!view) return;
  if (view.self !== view.top) view.open(url, '_blank', 'noopener');
  else view.location.assign(url);
}
