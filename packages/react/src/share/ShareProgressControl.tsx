import { useEffect, useId, useRef, useState } from 'react';
import {
  canShareProgress,
  isSubmittedMilestone,
  shareProgressImageUrl,
  shareProgressPath,
  type ShareProgressParams,
} from '@marginalia/core';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { useT } from '../hooks/useT';
import { absoluteUrl } from '../datasets/datasetPaths';
import { Icon } from '../styles/Icon';
import { useScopedStyles } from '../styles/useScopedStyles';
import { shareCss } from './shareCss';

/** How long the submitted animation shows, in ms. */
export const SUBMITTED_ANIMATION_MS = 3_000;

export interface ShareProgressControlProps extends ShareProgressParams {
  /** `share_your_progress_enabled` of the environment settings. */
  enabled: boolean;
  /** The external image service (`{width}` is replaced by 1200); the default renders the share page. */
  imageService?: string;
}

/**
 * The share control of the progress panel, shown only when sharing is enabled and at least 2 responses are
 * submitted. Hovering or focusing it shows a dialog with the preloaded preview image; a click copies the share
 * link. Every 10th submission plays the submitted animation.
 *
 * @example
 * <ShareProgressControl enabled={settings.shareYourProgressEnabled} userName="ann" recordsSubmitted={20}
 *   teamProgress={40} datasetName="imdb" datasetId={id} />
 */
export function ShareProgressControl({ enabled, imageService, ...params }: ShareProgressControlProps) {
  const t = useT();
  const navigation = useNavigation();
  const rootRef = useScopedStyles<HTMLDivElement>('mg-share', shareCss);
  const [open, setOpen] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  const dialogId = useId();
  const { copied, copy } = useCopyToClipboard();
  const shareUrl = absoluteUrl(navigation.href(shareProgressPath(params)));
  const imageUrl = shareProgressImageUrl(shareUrl, imageService);
  const visible = canShareProgress({ enabled, submitted: params.recordsSubmitted });
  const previous = useRef(params.recordsSubmitted);

  // Preload the preview, so the dialog shows it at once.
  useEffect(() => {
    if (!visible || typeof Image === 'undefined') return;
    const image = new Image();
    image.src = imageUrl;
  }, [visible, imageUrl]);

  useEffect(() => {
    const changed = params.recordsSubmitted !== previous.current;
    previous.current = params.recordsSubmitted;
    if (!changed || !isSubmittedMilestone(params.recordsSubmitted)) return;
    setCelebrating(true);
    const timer = setTimeout(() => setCelebrating(false), SUBMITTED_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [params.recordsSubmitted]);

  if (!visible) return null;
  return (
    <div
      ref={rootRef}
      className="mg-root mg-share"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {celebrating && (
        <p className="mg-share__celebration" role="status">
          {t('share.milestone', { records: params.recordsSubmitted })}
        </p>
      )}
      <button
        type="button"
        className="mg-button"
        aria-describedby={open ? dialogId : undefined}
        onClick={() => void copy(shareUrl)}
      >
        <Icon name={copied ? 'check' : 'share'} />
        {copied ? t('share.copied') : t('share.button')}
      </button>
      {open && (
        <div id={dialogId} role="tooltip" className="mg-popover mg-share__dialog">
          <img src={imageUrl} width={300} alt={t('share.previewAlt', { dataset: params.datasetName })} />
          <p className="mg-share__link">{shareUrl}</p>
          <p className="mg-muted">{t('share.clickToCopy')}</p>
        </div>
      )}
    </div>
  );
}
