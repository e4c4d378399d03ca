import type { Message } from '@marginalia/core';
import english from '../../../../locales/en/table.json';

type Tree = { [key: string]: string | Tree };

/**
 * The English text of a table message, for error details the server writes (the API speaks English; the web app
 * translates the messages it makes itself).
 *
 * @example
 * tableMessageText({ key: 'validation.greaterOrEqual', params: { min: 0 } }); // 'Must be at least 0'
 */
export function tableMessageText(message: Message): string {
  let node: string | Tree | undefined = english as Tree;
  for (const part of message.key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return message.key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(message.params?.[name] ?? ''));
}
