import { userCreateSchema } from '@marginalia/core';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { UserRole } from '@marginalia/core';
import { createApp } from '../app';
import { BackgroundTasks } from '../common/background-tasks';
import { loadConfig, type ServerConfig } from '../config/server-config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { createAppContext, type AppContext } from '../http/app-context';
import type { AppEnv, UserRow } from '../http/app-env';
import { loadOAuthConfig } from '../oauth';
import { ensureOwner } from '../seed/ensure-owner';
import { createObjectStore } from '../storage/create-object-store';
import type { ObjectStore } from '../storage/object-store';
import { insertUser } from '../users/users-service';
import { insertWorkspaceUser } from '../workspaces/workspaces-service';
import {
  adminQuery,
  copySqliteTemplate,
  PG_TEMPLATE_ENV,
  testPgAdminUrl,
  testPgDatabaseUrl,
} from './migrated-templates';

/** Dialects the endpoint tests run on. */
export type TestDialect = 'sqlite' | 'postgres';

/** Admin connection used to create and drop one database per test file. */
export const TEST_PG_ADMIN_URL = testPgAdminUrl();

/**
 * SQLite always; PostgreSQL too unless `MARGINALIA_TEST_PG=0` is set explicitly. When PostgreSQL is
 * expected but unreachable the tests fail (they are not skipped).
 */
export function testDialects(): TestDialect[] {
  return process.env['MARGINALIA_TEST_PG'] === '0' ? ['sqlite'] : ['sqlite', 'postgres'];
}

/** Credentials of a test user: the row and the API key to send. */
export interface TestUser {
  user: UserRow;
  apiKey: string;
}

/** Options of one test request. */
export interface TestRequest {
  /** JSON body (serialized). */
  json?: unknown;
  /** Raw body (sent as is). */
  body?: string;
  /** Form body (urlencoded). */
  form?: Record<string, string>;
  /** Multipart body (the file calls' uploads); the boundary header is set from it. */
  formData?: FormData;
  /** Who calls: a test user (API key), `{ token }` (bearer), or null for anonymous. Default: the owner. */
  as?: TestUser | { token: string } | null;
  headers?: Record<string, string>;
}

/** A parsed test response. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A fresh, migrated server on its own database. */
export interface TestServer {
  dialect: TestDialect;
  databaseUrl: string;
  db: Kysely<Database>;
  config: ServerConfig;
  app: Hono<AppEnv>;
  owner: TestUser;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies
  request<T = any>(method: string, path: string, options?: TestRequest): Promise<TestResponse<T>>;
  /** Background work (status recomputes); `await tasks.idle()` to observe its effects. */
  tasks: BackgroundTasks;
  /** The app's object store (the database unless `MARGINALIA_S3_*` is in `env`). */
  storage: ObjectStore;
  /** The app's caches (the context `createApp` was given). */
  context: AppContext;
  /** Creates a user with `role`, optionally member of workspaces. */
  createUser(role: UserRole, workspaceIds?: string[], username?: string): Promise<TestUser>;
  close(): Promise<void>;
}

/** Prefix of the test databases' names: `MARGINALIA_TEST_PG_PREFIX` keeps runs that share a server apart. */
function testDatabasePrefix(): string {
  const prefix = process.env['MARGINALIA_TEST_PG_PREFIX'] ?? 'marginalia_test_';
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix))
    throw new Error(`MARGINALIA_TEST_PG_PREFIX must be lower-case letters, digits and _: ${prefix}`);
  return prefix;
}

/**
 * Creates a PostgreSQL database (named randomly) and returns its URL and how to drop it: a copy of `template` when
 * given (a database nobody is connected to), else an empty one.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(template))
    throw new Error(`Not a template database name: ${template}`);
  await adminQuery(template === undefined ? `create database ${name}` : `create database ${name} template ${template}`);
  return {
    name,
    url: testPgDatabaseUrl(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

let userCounter = 0;

/**
 * Starts a test server: a temp SQLite file or a fresh PostgreSQL database, migrated (a copy of the run's migrated
 * template when the vitest global setup made one), with the owner created. `close()` destroys the connection and
 * deletes the database.
 */
export async function createTestServer(
  dialect: TestDialect,
  env: Record<string, string> = {},
): Promise<TestServer> {
  let databaseUrl: string;
  let cleanup: () => Promise<void>;
  if (dialect === 'postgres') {
    const created = await createPostgresDatabase(process.env[PG_TEMPLATE_ENV] || undefined);
    databaseUrl = created.url;
    cleanup = created.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'marginalia-test-'));
    databaseUrl = join(dir, 'test.db');
    copySqliteTemplate(databaseUrl);
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const config = loadConfig(
    {
      MARGINALIA_DATABASE_URL: databaseUrl,
      MARGINALIA_AUTH_SECRET_KEY: 'test-secret-key',
      MARGINALIA_STATIC_DIR: join(tmpdir(), 'marginalia-no-static-dir'),
      MARGINALIA_SEED_DEMO: 'false',
      ...env,
    },
    tmpdir(),
  );
  const db = createDatabase(databaseUrl);
  // On a copy of the template this finds nothing to apply (a few reads), and still enables pgvector if offered.
  await migrateToLatest(db);
  const ownerRow = await ensureOwner(db, config.owner);
  const owner: TestUser = { user: ownerRow, apiKey: ownerRow.api_key };
  const logger = { error: () => undefined };
  const tasks = new BackgroundTasks(logger);
  const storage = createObjectStore(config.storage, db);
  // Sign-in providers come from `env` too (a real server reads both from one environment), never from the tester's.
  const context = createAppContext();
  const app = createApp({ db, config, logger, tasks, storage, context, oauth: loadOAuthConfig(env) });

  const request = async <T>(
    method: string,
    path: string,
    options: TestRequest = {},
  ): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    const as = options.as === undefined ? owner : options.as;
    if (as && 'apiKey' in as) headers['X-Argilla-Api-Key'] = as.apiKey;
    if (as && 'token' in as) headers['Authorization'] = `Bearer ${as.token}`;
    let body: string | FormData | undefined = options.body;
    if (options.formData) body = options.formData;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    }
    if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const res = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Non-JSON bodies (static files) stay text.
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  const createUser = async (
    role: UserRole,
    workspaceIds: string[] = [],
    username?: string,
  ): Promise<TestUser> => {
    userCounter += 1;
    const input = userCreateSchema.parse({
      username: username ?? `${role}-${userCounter}-${randomBytes(3).toString('hex')}`,
      password: '12345678',
      first_name: role,
      role,
    });
    const user = await insertUser(db, input);
    for (const workspaceId of workspaceIds) await insertWorkspaceUser(db, workspaceId, user.id);
    return { user, apiKey: user.api_key };
  };

  return {
    dialect,
    databaseUrl,
    db,
    config,
    app,
    owner,
    request,
    tasks,
    storage,
    context,
    createUser,
    close: async () => {
      await tasks.idle();
      await storage.close();
      await db.destroy();
      await cleanup();
    },
  };
}
