import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy control says 'Copied'. */
export const COPIED_FEEDBACK_MS = 2_000;

/**
 * Copies text with the Clipboard API; `copied` stays true for 2 s after a successful copy so the control can say
 * so.
 *
 * @example
 * const { copied, copy } = useCopyToClipboard();
 * <button onClick={() => copy(url)}>{copied ? t('common.copied') : t('common.copy')}</button>
 */
export function useCopyToClipboard(): { copied: boolean; copy(text: string): Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const copy = useCallback(async (text: string) => {
    try {
      await globalThis.navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return true;
  }, []);
  return { copied, copy };
}
