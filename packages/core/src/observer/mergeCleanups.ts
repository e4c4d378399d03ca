/**
 * Runs every cleanup once, in reverse order of registration (Lexical's `mergeRegister`).
 *
 * @example
 * const stop = mergeCleanups(visibility.subscribe(onChange), online.subscribe(flush));
 */
export function mergeCleanups(...cleanups: (() => void)[]): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const cleanup of [...cleanups].reverse()) cleanup();
  };
}
