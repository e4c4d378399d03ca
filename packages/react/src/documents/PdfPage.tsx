import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { highlightTextLayer } from './highlightTextLayer';
import type { OpenedPdf } from './PdfRenderer';

export interface PdfPageProps {
  pdf: OpenedPdf;
  pageNumber: number;
  scale: number;
  /** The page's size at scale 1 (pages are assumed the size of the first until drawn). */
  width: number;
  height: number;
  /** Search words to mark in the page's text. */
  terms: readonly string[];
  label: string;
  /** False holds the drawing back (another page goes first); default true. */
  draw?: boolean;
  /** Called once the picture is on the canvas, or could not be drawn. */
  onDrawn?: (pageNumber: number) => void;
}

/**
 * One page: drawn when it mounts (the list mounts only the pages in view), cancelled and freed when it
 * unmounts, its text layer marked with the search words.
 *
 * @example
 * <PdfPage pdf={pdf} pageNumber={1} scale={1.5} width={612} height={792} terms={['dose']} label="Page 1" />
 */
export function PdfPage({ pdf, pageNumber, scale, width, height, terms, label, draw = true, onDrawn }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [painted, setPainted] = useState(false);
  const [textReady, setTextReady] = useState(false);
  const drawnRef = useRef(onDrawn);
  drawnRef.current = onDrawn;

  useEffect(() => {
    const canvas = canvasRef.current;
    const textLayer = textRef.current;
    if (!canvas || !textLayer || !draw) return;
    setPainted(false);
    setTextReady(false);
    const rendering = pdf.renderPage(pageNumber, { canvas, textLayer }, scale);
    const ignore = () => {};
    (rendering.painted ?? rendering.done).then(
      () => {
        setPainted(true);
        drawnRef.current?.(pageNumber);
      },
      () => drawnRef.current?.(pageNumber),
    );
    rendering.done.then(() => setTextReady(true), ignore);
    return () => rendering.cancel();
  }, [pdf, pageNumber, scale, draw]);

  useEffect(() => {
    if (textReady && textRef.current) highlightTextLayer(textRef.current, terms);
  }, [textReady, terms]);

  const style = {
    width: width * scale,
    height: height * scale,
    '--total-scale-factor': scale,
    '--scale-round-x': '1px',
    '--scale-round-y': '1px',
  } as CSSProperties;
  return (
    <div className="mg-pdf-page" role="region" aria-label={label} data-page={pageNumber} data-painted={painted} data-text={textReady} style={style}>
      <canvas ref={canvasRef} className="mg-pdf-page__canvas" aria-hidden="true" />
      <div ref={textRef} className="textLayer mg-pdf-page__text" />
    </div>
  );
}
