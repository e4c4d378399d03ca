import type { MiddlewareHandler } from 'hono';

/**
 * The policy of the served web app's pages: scripts only from the app's own files (no inline script, no `eval`,
 * no `javascript:` URL runs), no plugins, no foreign `<base>` or form target, calls to this server and to the hub
 * and its datasets server only (the creation preview reads them from the browser), frames of this server and of the
 * hub only (the preview embeds the hub's dataset viewer, another origin that reaches nothing of the app). Styles may be inline because
 * components bring their scoped styles into their shadow roots; images and media may come from anywhere (image
 * fields point at other hosts). HTML fields render in `srcdoc` frames that inherit this policy, so nothing in
 * them runs either.
 *
 * @example
 * webAppContentSecurityPolicy(['https://huggingface.co', 'https://datasets-server.huggingface.co'], ['https://huggingface.co']);
 */
export function webAppContentSecurityPolicy(
  connectTo: readonly string[] = [],
  frameFrom: readonly string[] = [],
): string {
  const originsOf = (urls: readonly string[]) => [...new Set(urls.map((url) => new URL(url).origin))];
  const origins = originsOf(connectTo);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    'media-src * data: blob:',
    "font-src 'self' data:",
    ["connect-src 'self'", ...origins].join(' '),
    "worker-src 'self' blob:",
    ["frame-src 'self' blob: data:", ...originsOf(frameFrom)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The page of the web app that runs custom-template scripts (advanced mode). It is always sandboxed with scripts
 * only, never `allow-same-origin` (even when opened directly), so its scripts get an opaque origin and cannot
 * reach the app, its storage or its API session; inside, the template's own inline scripts may run.
 */
export const SCRIPTED_FRAME_PATH = '/sandbox-frame.html';
export const SCRIPTED_FRAME_CONTENT_SECURITY_POLICY = "sandbox allow-scripts; object-src 'none'";

/**
 * Headers on every answer: no MIME sniffing (a JSON or uploaded file is never run as a script or page), no full
 * URL in the `Referer` sent to other origins (record URLs hold ids and filters), no camera, microphone or
 * location; and on HTML pages the policies above. Pages may still be framed (the hub's Spaces embed the app).
 *
 * @example
 * app.use('*', securityHeaders([config.hub.hubUrl, config.hub.datasetsServerUrl], [config.hub.hubUrl]));
 */
export function securityHeaders(
  connectTo: readonly string[] = [],
  frameFrom: readonly string[] = [],
): MiddlewareHandler {
  const webAppPolicy = webAppContentSecurityPolicy(connectTo, frameFrom);
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (c.res.headers.get('Content-Type')?.startsWith('text/html'))
      c.header(
        'Content-Security-Policy',
        c.req.path === SCRIPTED_FRAME_PATH ? SCRIPTED_FRAME_CONTENT_SECURITY_POLICY : webAppPolicy,
      );
  };
}
