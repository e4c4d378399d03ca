/**
 * The features Playwright 1.65 disables itself (its chromiumSwitches.ts). Chromium keeps only the last
 * `--disable-features` switch, and Playwright puts the caller's after its own: ours repeats its list so that none
 * comes back on. tooling/e2e/chromium-switches.spec.ts checks this against the installed Playwright.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's popups. Headless Chromium still builds a browser window for every page, and each window loads
 * these WebUI pages into a renderer of its own before anything is typed: ~0.5 s of CPU per page opened that no test
 * ever shows. Without them, six spec files (27 tests) took 67.4 / 67.9 s of the machine's CPU against 90.9 / 88.1 s,
 * alternated in one run (#27, CI time); the pages' own renderers are untouched.
 */
export const UNSHOWN_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * Switches for Debian's Chromium in the browser tests and the browser benchmarks: headless as root, no background
 * services, which would try the closed network on every start, and no browser UI that no test shows.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI_FEATURES].join(',')}`,
] as const;
