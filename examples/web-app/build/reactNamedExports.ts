import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React ships CommonJS only. Rolldown gives every chunk that imports it its own ES-module view of it
 * (`__toESM(require_react())`: a getter defined per export, 46 of them, copied again in each of ~60 chunks) and
 * reads every `useState`, `useMemo`… through that getter on each call. This plugin hands the app's modules one
 * ES module instead, which reads React's exports once and exports them as plain bindings: one copy, in the boot
 * chunk, and no getter on a render's hook calls.
 */

const SHIM_ID = '\0marginalia:react-named-exports';

/** The names React's production build exports (what `import { … } from 'react'` may ask for). */
export function reactExportNames(resolveFrom: string): string[] {
  const require = createRequire(resolveFrom);
  // The file itself: the package's exports map does not list it.
  const production = require(
    join(dirname(require.resolve('react/package.json')), 'cjs', 'react.production.js'),
  ) as Record<string, unknown>;
  return Object.keys(production).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
}

/** The shim's source: React's exports as constants, and React itself as the default export. */
export function reactShimSource(names: readonly string[]): string {
  return [
    "import * as React from 'react';",
    'const react = React.default ?? React;',
    'export default react;',
    `export const { ${names.join(', ')} } = react;`,
    '',
  ].join('\n');
}

/**
 * Resolves the ES `import`s of `react` to the shim, for every importer but the shim itself (production builds
 * only); CommonJS `require('react')` (react-dom's) keeps React's own module.
 */
export function reactNamedExports(resolveFrom: string): Plugin {
  const names = reactExportNames(resolveFrom);
  return {
    name: 'marginalia:react-named-exports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const { kind } = options as { kind?: string };
      if (source === 'react' && importer !== SHIM_ID && kind !== 'require-call') return SHIM_ID;
      return null;
    },
    load(id) {
      return id === SHIM_ID ? reactShimSource(names) : null;
    },
  };
}
