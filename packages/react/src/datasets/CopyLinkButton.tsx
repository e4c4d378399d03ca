import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';

export interface CopyLinkButtonProps {
  /** The absolute URL to copy. */
  url: string;
  /** Accessible name, e.g. 'Copy link to imdb'. */
  label: string;
}

/**
 * An icon button that copies a URL and says 'Copied' for 2 seconds.
 *
 * @example
 * <CopyLinkButton url={absoluteUrl} label={t('datasets.copyLink', { name })} />
 */
export function CopyLinkButton({ url, label }: CopyLinkButtonProps) {
  const t = useT();
  const { copied, copy } = useCopyToClipboard();
  return (
    <button
      type="button"
      className="mg-button mg-button--ghost mg-button--icon"
      aria-label={label}
      title={label}
      onClick={() => void copy(url)}
    >
      <Icon name={copied ? 'check' : 'copy'} />
      <span className="mg-visually-hidden" aria-live="polite">
        {copied ? t('common.copied') : ''}
      </span>
    </button>
  );
}
