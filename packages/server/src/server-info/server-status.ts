import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database } from '../db/schema';
import type { PgvectorState } from '../db/pgvector';
import { SERVER_VERSION } from './version';

/** The body of `GET /status` (contract §5). */
export interface ServerStatus {
  version: string;
  search_engine: { name: string; version: string; full_text: string; vectors: string };
  memory: Record<string, string>;
}

/** Bytes as the original's short size strings (`123M`, `2G`, `512K`). */
export function formatMemory(bytes: number): string {
  const units: [number, string][] = [
    [1024 ** 3, 'G'],
    [1024 ** 2, 'M'],
    [1024, 'K'],
  ];
  for (const [factor, suffix] of units) if (bytes >= factor) return `${Math.round(bytes / factor)}${suffix}`;
  return `${bytes}B`;
}

/**
 * `GET /status`: the version, what serves search (the database's own full-text index and vector
 * ranking) and the process's memory.
 */
export async function serverStatus(db: Kysely<Database>, pgvector: PgvectorState): Promise<ServerStatus> {
  const memory = process.memoryUsage();
  const memoryBody = {
    rss: formatMemory(memory.rss),
    heap_total: formatMemory(memory.heapTotal),
    heap_used: formatMemory(memory.heapUsed),
    external: formatMemory(memory.external),
  };
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{
      version: string;
    }>`select current_setting('server_version') as version`.execute(db);
    return {
      version: SERVER_VERSION,
      search_engine: {
        name: 'postgresql',
        version: rows[0]?.version ?? 'unknown',
        full_text: 'tsvector (simple)',
        vectors: (await pgvector.isEnabled(db)) ? 'pgvector (hnsw, cosine)' : 'cosine (sql)',
      },
      memory: memoryBody,
    };
  }
  const { rows } = await sql<{ version: string }>`select sqlite_version() as version`.execute(db);
  return {
    version: SERVER_VERSION,
    search_engine: {
      name: 'sqlite',
      version: rows[0]?.version ?? 'unknown',
      full_text: 'fts5 (unicode61)',
      vectors: 'cosine (sql function)',
    },
    memory: memoryBody,
  };
}
