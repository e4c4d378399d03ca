import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactExportNames, reactNamedExports, reactShimSource } from './reactNamedExports';

/** Two entry modules that import React's hooks, as two lazy pages do. */
const ENTRIES: Record<string, string> = {
  'page-a.js': "import { useState, useMemo } from 'react';\nexport const hooks = [useState, useMemo];\n",
  'page-b.js':
    "import * as React from 'react';\nimport { useState } from 'react';\nexport const same = useState === React.useState;\n",
};

function entries(): Plugin {
  return {
    name: 'test-entries',
    resolveId: (source) => (source in ENTRIES ? `\0${source}` : null),
    load: (id) => (id.startsWith('\0') ? (ENTRIES[id.slice(1)] ?? null) : null),
  };
}

/** The JS the two entries build to, with or without the plugin. */
async function bundle(withShim: boolean): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [...(withShim ? [reactNamedExports(import.meta.url)] : []), entries()],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input: Object.keys(ENTRIES), preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
}

/** How many ES-module views of a CommonJS module the code builds (React is the only one these entries import). */
const esModuleViews = (code: string) => code.match(/__toESM\(/g)?.length ?? 0;

describe('reactNamedExports', () => {
  it("lists the hooks and components React's production build exports, without `default`", () => {
    const names = reactExportNames(import.meta.url);
    expect(names).toEqual(
      expect.arrayContaining(['useState', 'useSyncExternalStore', 'createElement', 'Fragment']),
    );
    expect(names).not.toContain('default');
  });

  it('writes a module that exports each name from one view of React', () => {
    expect(reactShimSource(['useState', 'useMemo'])).toBe(
      [
        "import * as React from 'react';",
        'const react = React.default ?? React;',
        'export default react;',
        'export const { useState, useMemo } = react;',
        '',
      ].join('\n'),
    );
  });

  it('builds one ES-module view of React for all chunks instead of one per chunk', async () => {
    expect(esModuleViews(await bundle(false))).toBe(2);
    expect(esModuleViews(await bundle(true))).toBe(1);
  }, 30_000);
});
