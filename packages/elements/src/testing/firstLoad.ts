/**
 * How long a test waits for an element's first load to show: its chunks are transformed on first import, which took
 * over 4 s beside the visual suite and the packaging checks of `npm test` (a load of ~9 on 2 cores). A wait for an
 * outcome, so a passing test takes no longer; the project's test timeout (30 s) stays above it.
 */
export const FIRST_LOAD = { timeout: 20_000 };
