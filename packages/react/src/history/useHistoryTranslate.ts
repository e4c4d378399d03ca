import { historyMessageParams, type Message } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { historyTexts } from './historyTexts';

/**
 * The history's translate function and the text of one of its messages: params naming a key (an unknown user's
 * "someone", an entity's name) are translated first (`historyMessageParams`).
 *
 * @example
 * const { t, text } = useHistoryTranslate();
 * text(segment.message);
 */
export function useHistoryTranslate() {
  const t = useT(historyTexts);
  const text = (message: Message) =>
    message.text ??
    t(
      message.key,
      historyMessageParams(message.params, (key) => t(key)),
    );
  return { t, text };
}
