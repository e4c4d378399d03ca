import { useState } from 'react';
import { useT } from '../../hooks/useT';

export interface ImageFieldContentProps {
  src: string;
  alt: string;
}

/**
 * An image field: the image at `src`; when it fails to load, a placeholder with 'couldNotLoadImage'.
 *
 * @example
 * <ImageFieldContent src={url} alt="Photo" />
 */
export function ImageFieldContent({ src, alt }: ImageFieldContentProps) {
  // Keyed by src, so a new record's image gets a fresh attempt.
  return <ImageWithFallback key={src} src={src} alt={alt} />;
}

function ImageWithFallback({ src, alt }: ImageFieldContentProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <figure className="mg-field-content mg-image-failed">
        <svg className="mg-image-failed__placeholder" viewBox="0 0 64 48" aria-hidden="true" focusable="false">
          <rect x="1" y="1" width="62" height="46" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="20" cy="16" r="5" fill="currentColor" />
          <path d="M4 42 L24 24 L36 34 L46 26 L60 40" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 44 L56 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        <figcaption role="status">{t('couldNotLoadImage')}</figcaption>
      </figure>
    );
  }
  return (
    <img className="mg-field-content mg-field-content--image" src={src} alt={alt} onError={() => setFailed(true)} />
  );
}
