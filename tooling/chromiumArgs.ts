/**
 * Switches for Debian's Chromium in the browser tests and the browser benchmarks: headless as root, and no
 * background services, which would try the closed network on every start.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
