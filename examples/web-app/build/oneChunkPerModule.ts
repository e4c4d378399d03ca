import type { Plugin } from 'vite';

/** An output chunk's file and the modules bundled into it. */
export interface ChunkModules {
  fileName: string;
  moduleIds: readonly string[];
}

/** Each module bundled into more than one chunk, with those chunks' files. */
export function modulesInSeveralChunks(chunks: Iterable<ChunkModules>): Map<string, string[]> {
  const chunksOf = new Map<string, string[]>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) chunksOf.set(id, [...(chunksOf.get(id) ?? []), chunk.fileName]);
  }
  return new Map([...chunksOf].filter(([, files]) => files.length > 1));
}

/**
 * Fails the build when a module is bundled into two chunks: two copies of a module that can run on one page
 * would each have their own state (a React context, a store, a module-level cache), which breaks silently.
 */
export function oneChunkPerModule(): Plugin {
  return {
    name: 'marginalia:one-chunk-per-module',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const copied = modulesInSeveralChunks(chunks);
      if (copied.size > 0) {
        const list = [...copied].map(([id, files]) => `${id} (${files.join(', ')})`);
        this.error(`${copied.size} module(s) bundled into more than one chunk: ${list.join('; ')}`);
      }
    },
  };
}
