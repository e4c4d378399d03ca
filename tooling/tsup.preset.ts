import type { Options } from 'tsup';

/**
 * How the packages' declarations are made: emitted without TypeScript's full check (`noCheck`). The type check
 * step of `npm test` (each package's tsconfig projects, `scripts/typecheck.mjs`) checks the same sources and more;
 * checking them again here cost ~90 s of CPU (#27, CI time: 185 → 95 s for the declarations of core, react, server
 * and elements, one build each, back to back). The declarations are the same: byte for byte for react, server and
 * elements; the core's lists one schema's union members and keys in source order. A type error therefore fails
 * `npm run typecheck` (and `npm test`), no longer `npm run build`.
 */
export const declarationsWithoutCheck = { compilerOptions: { noCheck: true } };

/**
 * The one build preset for every library package: ESM + type declarations, no bundling of dependencies.
 *
 * @example
 * export default libraryConfig({ entry: ['src/index.ts'] });
 */
export function libraryConfig(overrides: Options & { entry: Options['entry'] }): Options {
  return {
    format: ['esm'],
    dts: declarationsWithoutCheck,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    splitting: false,
    ...overrides,
  };
}

/**
 * The preset of a benchmark runner: one ESM file for Node, outside dist/ (a package build empties it), never
 * published; dependencies stay in node_modules.
 *
 * @example
 * export default benchRunnerConfig({ 'run-benchmarks': 'bench/run-benchmarks.ts' }, 'marginalia-bench');
 */
export function benchRunnerConfig(entry: Record<string, string>, cacheFolder: string): Options {
  return {
    entry,
    outDir: `node_modules/.cache/${cacheFolder}`,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: false,
    clean: true,
    splitting: false,
    dts: false,
    skipNodeModulesBundle: true,
  };
}
