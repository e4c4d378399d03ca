import type { MiddlewareHandler } from 'hono';

/**
 * The policy of the served web app's pages. It forbids plugins (`object-src`) and a `<base>` that would point
 * the app's relative URLs elsewhere; scripts are not restricted here, because the custom-template fields run
 * their page's inline scripts in a sandboxed `srcdoc` frame (without `allow-same-origin`), and such a frame
 * inherits this policy.
 */
export const WEB_APP_CONTENT_SECURITY_POLICY = "object-src 'none'; base-uri 'self'";

/**
 * Headers on every answer: no MIME sniffing (a JSON or uploaded file is never run as a script or page), no full
 * URL in the `Referer` sent to other origins (record URLs hold ids and filters), no camera, microphone or
 * location; and on HTML pages the policy above. Pages may still be framed (the hub's Spaces embed the app).
 *
 * @example
 * app.use('*', securityHeaders());
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (c.res.headers.get('Content-Type')?.startsWith('text/html'))
      c.header('Content-Security-Policy', WEB_APP_CONTENT_SECURITY_POLICY);
  };
}
