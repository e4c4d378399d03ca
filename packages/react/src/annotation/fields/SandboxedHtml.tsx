import { useEffect, useRef, useState } from 'react';

/** Message a scripted frame posts to report its content height. */
const HEIGHT_MESSAGE = 'mg-frame-height';
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
 * HTML shown in a sandboxed frame (`srcdoc`). Without scripts the sandbox is `allow-same-origin` only, so the
 * app can read the content height while nothing in the frame runs; with scripts the frame reports its height.
 *
 * @example
 * <SandboxedHtml html="<p>Hello</p>" title="Text" />
 */
export function SandboxedHtml({ html, title, allowScripts = false }: SandboxedHtmlProps) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState(DEFAULT_HEIGHT_PX);

  useEffect(() => {
    if (!allowScripts) return;
    const view = frameRef.current?.ownerDocument.defaultView;
    if (!view) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (event.source !== frameRef.current?.contentWindow || data?.type !== HEIGHT_MESSAGE) return;
      if (typeof data.height === 'number' && data.height > 0) setHeight(Math.ceil(data.height));
    };
    view.addEventListener('message', onMessage);
    return () => view.removeEventListener('message', onMessage);
  }, [allowScripts]);

  function measure() {
    const content = frameRef.current?.contentDocument?.documentElement;
    if (content && content.scrollHeight > 0) setHeight(content.scrollHeight);
  }

  return (
    <iframe
      ref={frameRef}
      className="mg-frame"
      title={title}
      srcDoc={FRAME_STYLE + html + (allowScripts ? HEIGHT_REPORTER : '')}
      sandbox={allowScripts ? 'allow-scripts' : 'allow-same-origin'}
      style={{ height }}
      onLoad={allowScripts ? undefined : measure}
    />
  );
}
