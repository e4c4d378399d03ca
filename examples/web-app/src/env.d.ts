/** The web app's version, from its package.json (set by vite.config.ts). */
declare const __APP_VERSION__: string;
