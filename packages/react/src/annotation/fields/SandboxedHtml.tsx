import { useContext, useEffect, useRef, useState } from 'react';
import { MarginaliaContext } from '../../provider/MarginaliaContext';

/** Message a scripted frame posts to report its content height. */
const HEIGHT_MESSAGE = 'mg-frame-height';
/** Message the host's scripted-frame page posts when it can take the HTML to show. */
const READY_MESSAGE = 'mg-frame-ready';
/** Message that hands the HTML to the host's scripted-frame page. */
const HTML_MESSAGE = 'mg-frame-html';
const DEFAULT_HEIGHT_PX = 150;
const FRAME_STYLE =
  '<style>html,body{margin:0;font-family:system-ui,sans-serif;overflow-wrap:anywhere}img{max-width:100%}</style>';
// Lets a frame that runs scripts (but may not be read from outside) tell its height.
const HEIGHT_REPORTER = `<script>(function(){function post(){parent.postMessage({type:'${HEIGHT_MESSAGE}',height:document.documentElement.scrollHeight},'*')}addEventListener('load',post);if(typeof ResizeObserver==='function'){new ResizeObserver(post).observe(document.documentElement)}})()</script>`;

export interface SandboxedHtmlProps {
  html: string;
  /** The frame's accessible name. */
  title: string;
  /**
   * Runs the page's scripts (custom fields in advanced mode). The frame then gets `allow-scripts` only, never
   * `allow-same-origin`, so the scripts cannot reach the app.
   */
  allowScripts?: boolean;
}

/**
 * HTML shown in a sandboxed frame. Without scripts it is a `srcdoc` frame sandboxed `allow-same-origin` only, so
 * the app can read the content height while nothing in the frame runs. With scripts the frame is sandboxed
 * `allow-scripts` only and reports its height; it is the provider's `scriptedFrameUrl` page when there is one
 * (its scripts then run under that page's policy, not the host page's, which may forbid inline scripts), which
 * gets the HTML by message, else a `srcdoc` frame.
 *
 * @example
 * <SandboxedHtml html="<p>Hello</p>" title="Text" />
 */
export function SandboxedHtml({ html, title, allowScripts = false }: SandboxedHtmlProps) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState(DEFAULT_HEIGHT_PX);
  const frameUrl = useContext(MarginaliaContext)?.scriptedFrameUrl ?? null;
  const content = FRAME_STYLE + html + (allowScripts ? HEIGHT_REPORTER : '');
  const viaPage = allowScripts && frameUrl !== null;

  useEffect(() => {
    if (!allowScripts) return;
    const view = frameRef.current?.ownerDocument.defaultView;
    if (!view) return;
    // The page gets the HTML once: if a template navigates its frame away, the next page is not sent the record.
    let sent = false;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null;
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      if (viaPage && data?.type === READY_MESSAGE && !sent) {
        sent = true;
        // The frame's origin is opaque, so no narrower target than '*' exists; the receiver is this very frame.
        frameWindow.postMessage({ type: HTML_MESSAGE, html: content }, '*');
      } else if (data?.type === HEIGHT_MESSAGE && typeof data.height === 'number' && data.height > 0) {
        setHeight(Math.ceil(data.height));
      }
    };
    view.addEventListener('message', onMessage);
    return () => view.removeEventListener('message', onMessage);
  }, [allowScripts, viaPage, content]);

  function measure() {
    const document = frameRef.current?.contentDocument?.documentElement;
    if (document && document.scrollHeight > 0) setHeight(document.scrollHeight);
  }

  if (viaPage)
    return (
      <iframe
        // A new frame per content, so the page starts fresh and asks for it again.
        key={content}
        ref={frameRef}
        className="mg-frame"
        title={title}
        src={frameUrl}
        sandbox="allow-scripts"
        style={{ height }}
      />
    );
  return (
    <iframe
      ref={frameRef}
      className="mg-frame"
      title={title}
      srcDoc={content}
      sandbox={allowScripts ? 'allow-scripts' : 'allow-same-origin'}
      style={{ height }}
      onLoad={allowScripts ? undefined : measure}
    />
  );
}
