import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// If anything in the core touched React, importing the index would hit this module and fail.
vi.mock('react', () => {
  throw new Error('packages/core must not import react');
});
vi.mock('react-dom', () => {
  throw new Error('packages/core must not import react-dom');
});

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the core stays framework-free', () => {
  // It transforms the whole core cold: ~5 s alone, but over 30 s in a clean-clone `npm test` on a slow 2-core
  // machine, where the visual suite and the packaging checks run beside the unit tests. What it checks is what the
  // import touches, not how fast.
  it('imports its public API with react mocked away', { timeout: 120_000 }, async () => {
    const core = await import('./index');
    expect(typeof core.createAnnotationStore).toBe('function');
    expect(typeof core.createMarginalia).toBe('function');
  });

  it('has no source file importing react or reading browser globals', () => {
    const reactImport = new RegExp(`from\\s+['"]${'re'}act(-dom)?['"/]`);
    const browserGlobal = /\b(window|document|localStorage|sessionStorage)\./;
    const offenders = sourceFiles(__dirname).filter((file) => {
      // Comments may mention what the host injects (e.g. window.localStorage); only code counts.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      return reactImport.test(text) || browserGlobal.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it('compiles without the DOM lib or Node types', () => {
    const config = readFileSync(join(__dirname, '..', 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
    const { compilerOptions } = JSON.parse(config) as { compilerOptions: { lib: string[]; types: string[] } };
    expect(compilerOptions.lib.filter((lib) => /^dom/i.test(lib))).toEqual([]);
    expect(compilerOptions.types).toEqual([]);
  });
});
