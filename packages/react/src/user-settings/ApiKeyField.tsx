import { useId } from 'react';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { useT } from '../hooks/useT';
import { accountTexts } from '../sign-in/accountTexts';
import { Icon } from '../styles/Icon';

/** Characters of the key left readable at its start. */
const VISIBLE_PREFIX = 4;

/**
 * A key with everything but its first 4 characters masked.
 *
 * @example
 * maskApiKey('owner.apikey'); // 'owne••••••••'
 */
export function maskApiKey(key: string): string {
  return `${key.slice(0, VISIBLE_PREFIX)}${'•'.repeat(Math.max(0, key.length - VISIBLE_PREFIX))}`;
}

/**
 * The user's API key, masked, with a button copying the whole key.
 *
 * @example
 * <ApiKeyField apiKey={user.apiKey} />
 */
export function ApiKeyField({ apiKey }: { apiKey: string }) {
  const t = useT(accountTexts);
  const labelId = useId();
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="mg-api-key" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="mg-user-settings__label">
        {t('userSettings.apiKey')}
      </span>
      <div className="mg-api-key__row">
        <code className="mg-api-key__value">
          <span className="mg-visually-hidden">{t('userSettings.apiKeyMasked')} </span>
          <span aria-hidden="true">{maskApiKey(apiKey)}</span>
        </code>
        <button type="button" className="mg-button" onClick={() => void copy(apiKey)}>
          <Icon name={copied ? 'check' : 'copy'} />
          {copied ? t('common.copied') : t('userSettings.copyApiKey')}
        </button>
      </div>
    </div>
  );
}
