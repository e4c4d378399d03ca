const REM_LENGTH = /(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/g;
const rewritten = new Map<string, string>();

/**
 * A stylesheet for a shadow root: every `rem` length becomes a multiple of `--mg-rem` (falling back to `1rem`).
 * A `rem` is the host page's root font size, which a page may set to anything (`html { font-size: 30px }`);
 * an element sets `--mg-rem` on its host so its look does not depend on the page, and a page can still scale
 * it on purpose by setting `--mg-rem` itself.
 *
 * @example
 * shadowRootCss('.a { padding: 0.5rem }'); // '.a { padding: calc(0.5 * var(--mg-rem, 1rem)) }'
 */
export function shadowRootCss(css: string): string {
  let result = rewritten.get(css);
  if (result === undefined) {
    result = css.replace(REM_LENGTH, (_, before: string, amount: string) => `${before}calc(${amount} * var(--mg-rem, 1rem))`);
    rewritten.set(css, result);
  }
  return result;
}
