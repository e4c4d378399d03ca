/**
 * Where the unit tests find the workspace packages: their sources (the "@marginalia/source" export condition), in
 * every Vite environment a test file is loaded in. `resolve` covers the files of a browser-like environment (jsdom);
 * `ssr` those of the node environment (a `@vitest-environment node` file, a node project), which otherwise resolved
 * `import` and read the package's build. `npm test` starts the unit tests beside the build (issue 27, CI time),
 * which empties and rewrites the dist folders meanwhile: no test may read one.
 */
const SOURCE = '@marginalia/source';

export const resolveFromSource = {
  resolve: { conditions: [SOURCE] },
  ssr: { resolve: { conditions: [SOURCE, 'node', 'development|production'] } },
};

/** The same for the environment a project's global setup is loaded in. */
export const globalSetupFromSource = {
  environments: { __vitest__: { resolve: { conditions: [SOURCE, 'node', 'development|production'] } } },
};
