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
