import type { i18n } from 'i18next';

const caches = new WeakMap<i18n, Map<string, string>>();

/**
 * The texts of an i18next instance that take no parameters, kept until its resources or language change. i18next
 * resolves every call anew (key parsing, namespace fallback); on Submit → next record that was a fifth of the
 * render (issue 27), for texts that never change between renders.
 *
 * @example
 * const text = plainText(i18n, `${language}|${key}`, () => i18n.t(key));
 */
export function plainText(instance: i18n, cacheKey: string, translate: () => string): string {
  let cache = caches.get(instance);
  if (!cache) {
    const created = new Map<string, string>();
    const clear = () => created.clear();
    instance.on('languageChanged', clear);
    instance.on('loaded', clear);
    // Resources added by a feature's bundle (`ensureTranslations`) or a lazily loaded language.
    instance.store.on('added', clear);
    instance.store.on('removed', clear);
    caches.set(instance, created);
    cache = created;
  }
  const kept = cache.get(cacheKey);
  if (kept !== undefined) return kept;
  const text = translate();
  cache.set(cacheKey, text);
  return text;
}
