import type { Translate } from './useT';

/** A translated message with its values filled in by plain substitution. */
export type CompiledMessage<Name extends string> = (values: Record<Name, string>) => string;

/**
 * Translates `key` once, with markers in place of the named values, and returns a function that fills them in.
 * For messages shown many times at once (a label per span, thousands of them): one i18next call instead of one
 * per copy. Only for values that are inserted as they are, not counts that choose a plural form.
 *
 * @example
 * const describe = compileMessage(t, 'annotationQuestions.span.spanButton', ['label', 'text']);
 * describe({ label: 'PER', text: 'Ada' }); // 'PER span: Ada'
 */
export function compileMessage<Name extends string>(t: Translate, key: string, names: readonly Name[]): CompiledMessage<Name> {
  // Private-use characters never come from a translation, so the markers are found only where values go.
  const marker = (index: number) => `\uE000${index}\uE001`;
  const template = t(key, Object.fromEntries(names.map((name, index) => [name, marker(index)])));
  return (values) => template.replace(/\uE000(\d+)\uE001/g, (_match, index: string) => values[names[Number(index)] as Name] ?? '');
}
