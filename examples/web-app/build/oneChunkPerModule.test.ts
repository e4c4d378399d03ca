import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { modulesInSeveralChunks, oneChunkPerModule } from './oneChunkPerModule';

const chunk = (fileName: string, moduleIds: string[]) => ({ type: 'chunk' as const, fileName, moduleIds });

/** Runs the plugin's check over `bundle`; returns the error it raised, if any. */
function check(bundle: Record<string, unknown>): string | undefined {
  const plugin = oneChunkPerModule();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const hook = plugin.generateBundle as (
    this: typeof context,
    options: unknown,
    bundle: Rolldown.OutputBundle,
  ) => void;
  try {
    hook.call(context, {}, bundle as unknown as Rolldown.OutputBundle);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('modulesInSeveralChunks', () => {
  it('lists each module bundled into more than one chunk, with those chunks', () => {
    const copied = modulesInSeveralChunks([
      chunk('boot.js', ['/src/store.ts', '/src/theme.ts']),
      chunk('annotation.js', ['/src/page.tsx', '/src/store.ts']),
      chunk('home.js', ['/src/home.tsx', '/src/store.ts']),
    ]);
    expect([...copied]).toEqual([['/src/store.ts', ['boot.js', 'annotation.js', 'home.js']]]);
  });

  it('finds none when every module is in one chunk', () => {
    expect(modulesInSeveralChunks([chunk('a.js', ['/a.ts']), chunk('b.js', ['/b.ts'])]).size).toBe(0);
  });
});

describe('oneChunkPerModule', () => {
  it('fails the build when a module is in two chunks, naming it and its chunks', () => {
    const error = check({
      'boot.js': chunk('boot.js', ['/src/context.ts']),
      'annotation.js': chunk('annotation.js', ['/src/context.ts', '/src/page.tsx']),
      'style.css': { type: 'asset', fileName: 'style.css' },
    });
    expect(error).toBe(
      '1 module(s) bundled into more than one chunk: /src/context.ts (boot.js, annotation.js)',
    );
  });

  it('lets a bundle whose modules are each in one chunk pass', () => {
    expect(check({ 'a.js': chunk('a.js', ['/a.ts']), 'b.js': chunk('b.js', ['/b.ts']) })).toBeUndefined();
  });
});
