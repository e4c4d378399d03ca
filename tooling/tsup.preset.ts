import type { Options } from 'tsup';

/**
 * The one build preset for every library package: ESM + type declarations, no bundling of dependencies.
 *
 * @example
 * export default libraryConfig({ entry: ['src/index.ts'] });
 */
export function libraryConfig(overrides: Options & { entry: Options['entry'] }): Options {
  return {
    format: ['esm'],
    dts: true,
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
