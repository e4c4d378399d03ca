import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvironmentSettings, type EnvironmentSettings } from './environment-settings';
import type { StorageConfig } from '../storage/create-object-store';

/** Server configuration, read once from the environment by `loadConfig`. */
export interface ServerConfig {
  port: number;
  databaseUrl: string;
  owner: { username: string; password: string; apiKey: string };
  auth: { secretKey: string; tokenExpirationSeconds: number };
  /** Folder of the built web app, or null to serve only the API. */
  staticDir: string | null;
  /** Folder of the built custom elements (`@marginalia/elements`' `dist`), served at `/elements/`; null: not served. */
  elementsDir: string | null;
  seedDemo: boolean;
  /** Allowed CORS origins; `['*']` allows any origin, without credentials (see `http/cors-policy.ts`). */
  corsOrigins: string[];
  /** Names of settings still at their insecure defaults (for the startup warning; never the values). */
  defaultsInUse: string[];
  /** Flags of `GET /settings` (share-your-progress, hub space). */
  environment: EnvironmentSettings;
  /** Sign-in attempts (`POST /token`) allowed per client IP and username within the window; 0 disables. */
  tokenRateLimit: { attempts: number; windowSeconds: number };
  /** Log one line per request (method, path, status, duration; never headers, query or bodies). */
  accessLog: boolean;
  /** Take the client IP from `X-Forwarded-For` (only behind a trusted reverse proxy). */
  trustProxy: boolean;
  /** SQLite's `synchronous` level (`full` survives power loss; `normal` only process crashes). */
  sqliteSynchronous: 'full' | 'normal';
  /** The hub (repositories, uploads) and its datasets server (parquet listings), for imports and exports. */
  hub: { hubUrl: string; datasetsServerUrl: string; configured: boolean };
  /** Jobs run in this process, or on BullMQ over this Redis (shared by every process using the same queue name). */
  jobs: { redisUrl: string | null; queueName: string };
  /** Where files (schemas, PDFs) are kept: the database (default) or an S3-compatible service. */
  storage: StorageConfig;
  /** Largest PDF `POST /documents` accepts, in bytes. */
  maxDocumentBytes: number;
  /** The OpenAI-compatible model of `POST /models/extraction`; null when none is configured. */
  llm: LlmConfig | null;
  /**
   * The history of changes (issue #29): kept `retentionDays` (null: forever, the default), pruned hourly; `enabled`
   * false (`MARGINALIA_HISTORY=off`) writes none, kept only to measure what history costs (`drill:annotators`).
   */
  history: { enabled: boolean; retentionDays: number | null };
}

/** An OpenAI-compatible chat-completions service (OpenAI, llama.cpp's server, Ollama, vLLM, …). */
export interface LlmConfig {
  baseUrl: string;
  /** Hosted services need one; local servers usually accept any. */
  apiKey: string | null;
  model: string;
  /** How long one model call may take. */
  timeoutMs: number;
  /** Retries of a call that failed with a 429, a 5xx or a lost connection (the client's backoff). */
  maxRetries: number;
}

/** Environment variables as a plain record (defaults to `process.env`). */
export type Environment = Record<string, string | undefined>;

const OWNER_DEFAULTS = {
  MARGINALIA_OWNER_USERNAME: 'owner',
  MARGINALIA_OWNER_PASSWORD: '12345678',
  MARGINALIA_OWNER_API_KEY: 'owner.apikey',
} as const;

/** The package root (the folder holding package.json), from the source or the built file alike. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return dir;
}

/** Walks up from the server package to the first folder where `relative` holds `marker`. */
function findUpwards(relative: string, marker: string): string | null {
  let dir = packageRoot();
  for (;;) {
    const candidate = join(dir, relative);
    if (existsSync(join(candidate, marker))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The built web app (`examples/web-app/dist`), found by walking up from the server package. */
function findWebAppDist(): string | null {
  return findUpwards(join('examples', 'web-app', 'dist'), 'index.html');
}

/**
 * The built custom elements: the workspace's `packages/elements/dist`, else an installed
 * `node_modules/@marginalia/elements/dist`, found by walking up from the server package.
 */
function findElementsDist(): string | null {
  const bundle = 'marginalia-elements.js';
  return (
    findUpwards(join('packages', 'elements', 'dist'), bundle) ??
    findUpwards(join('node_modules', '@marginalia', 'elements', 'dist'), bundle)
  );
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function nonNegativeInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function sqliteSynchronous(raw: string | undefined): 'full' | 'normal' {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'full') return 'full';
  if (value === 'normal') return 'normal';
  throw new Error(`MARGINALIA_SQLITE_SYNCHRONOUS must be "full" or "normal", got "${raw}"`);
}

function baseUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = (raw ?? '').trim() || fallback;
  if (!/^https?:\/\/[^/]/i.test(value)) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return value.replace(/\/+$/, '');
}

/** The object store from `MARGINALIA_S3_*`: S3 when an endpoint is set (then both keys are required). */
function storageConfig(env: Environment): StorageConfig {
  const endpoint = env['MARGINALIA_S3_ENDPOINT']?.trim();
  if (!endpoint) return { kind: 'database' };
  if (!/^https?:\/\/[^/]/i.test(endpoint))
    throw new Error(`MARGINALIA_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const accessKeyId = env['MARGINALIA_S3_ACCESS_KEY'];
  const secretAccessKey = env['MARGINALIA_S3_SECRET_KEY'];
  if (!accessKeyId || !secretAccessKey)
    throw new Error(
      'MARGINALIA_S3_ACCESS_KEY and MARGINALIA_S3_SECRET_KEY must be set with MARGINALIA_S3_ENDPOINT',
    );
  const region = env['MARGINALIA_S3_REGION']?.trim();
  return { kind: 's3', endpoint, accessKeyId, secretAccessKey, ...(region ? { region } : {}) };
}

/** Default of `MARGINALIA_MAX_DOCUMENT_BYTES`: 50 MB. */
export const DEFAULT_MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * The model from `MARGINALIA_LLM_*`: configured once a model name is set together with a base URL or an API
 * key (a key alone means OpenAI's own API).
 */
function llmConfig(env: Environment): LlmConfig | null {
  const model = env['MARGINALIA_LLM_MODEL']?.trim();
  const apiKey = env['MARGINALIA_LLM_API_KEY']?.trim() || null;
  const rawBaseUrl = env['MARGINALIA_LLM_BASE_URL']?.trim();
  if (!model || (!rawBaseUrl && !apiKey)) return null;
  return {
    baseUrl: baseUrl('MARGINALIA_LLM_BASE_URL', rawBaseUrl, OPENAI_BASE_URL),
    apiKey,
    model,
    timeoutMs: positiveInt('MARGINALIA_LLM_TIMEOUT', env['MARGINALIA_LLM_TIMEOUT'], 120) * 1000,
    maxRetries: nonNegativeInt('MARGINALIA_LLM_MAX_RETRIES', env['MARGINALIA_LLM_MAX_RETRIES'], 1),
  };
}

function bool(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  return !/^(0|false|no|off)$/i.test(raw.trim());
}

/**
 * Reads the configuration from environment variables:
 * `PORT` (6900), `MARGINALIA_DATABASE_URL` (SQLite `./.marginalia/marginalia.db` under `cwd`; a
 * `postgres(ql)://` URL selects PostgreSQL), `MARGINALIA_OWNER_USERNAME|PASSWORD|API_KEY`,
 * `MARGINALIA_AUTH_SECRET_KEY` (random per process), `MARGINALIA_AUTH_TOKEN_EXPIRATION` (86400 s),
 * `MARGINALIA_STATIC_DIR`, `MARGINALIA_ELEMENTS_DIR` (the built elements, found by walking up; `off` serves none),
 * `MARGINALIA_SEED_DEMO` (true), `MARGINALIA_CORS_ORIGINS` (`*`),
 * `MARGINALIA_TOKEN_RATE_LIMIT` (10 attempts) per `MARGINALIA_TOKEN_RATE_LIMIT_WINDOW` (60 s),
 * `MARGINALIA_ACCESS_LOG` (false), `MARGINALIA_TRUST_PROXY` (false), `MARGINALIA_SQLITE_SYNCHRONOUS`
 * (`full`), `MARGINALIA_S3_ENDPOINT|ACCESS_KEY|SECRET_KEY|REGION` (files in the database unless set),
 * `MARGINALIA_HUB_URL` / `MARGINALIA_DATASETS_SERVER_URL` (the public hub and datasets server),
 * `MARGINALIA_REDIS_URL` (unset: jobs run in process) and `MARGINALIA_JOBS_QUEUE` (`marginalia-jobs`),
 * `MARGINALIA_MAX_DOCUMENT_BYTES` (50 MB), `MARGINALIA_LLM_BASE_URL|API_KEY|MODEL|TIMEOUT|MAX_RETRIES` (no model
 * unless set), `MARGINALIA_HISTORY_RETENTION_DAYS` (unset: history kept forever), `MARGINALIA_HISTORY` (on), and the
 * settings flags read by
 * `readEnvironmentSettings` (`MARGINALIA_ENABLE_SHARE_YOUR_PROGRESS`, the hub's `SPACE_*` variables).
 *
 * @example
 * const config = loadConfig({ PORT: '8080' }, '/srv/marginalia');
 */
export function loadConfig(env: Environment = process.env, cwd: string = process.cwd()): ServerConfig {
  const defaultsInUse: string[] = [];
  const ownerValue = (name: keyof typeof OWNER_DEFAULTS): string => {
    const raw = env[name];
    if (raw === undefined || raw === '') {
      defaultsInUse.push(name);
      return OWNER_DEFAULTS[name];
    }
    return raw;
  };

  const staticRaw = env['MARGINALIA_STATIC_DIR'];
  const staticDir = staticRaw ? resolve(cwd, staticRaw) : findWebAppDist();
  const elementsRaw = env['MARGINALIA_ELEMENTS_DIR']?.trim();
  const elementsDir = /^(off|false|0|no)$/i.test(elementsRaw ?? '')
    ? null
    : elementsRaw
      ? resolve(cwd, elementsRaw)
      : findElementsDist();

  return {
    port: positiveInt('PORT', env['PORT'], 6900),
    databaseUrl: env['MARGINALIA_DATABASE_URL'] || join(resolve(cwd), '.marginalia', 'marginalia.db'),
    owner: {
      username: ownerValue('MARGINALIA_OWNER_USERNAME'),
      password: ownerValue('MARGINALIA_OWNER_PASSWORD'),
      apiKey: ownerValue('MARGINALIA_OWNER_API_KEY'),
    },
    auth: {
      secretKey: env['MARGINALIA_AUTH_SECRET_KEY'] || randomBytes(32).toString('hex'),
      tokenExpirationSeconds: positiveInt(
        'MARGINALIA_AUTH_TOKEN_EXPIRATION',
        env['MARGINALIA_AUTH_TOKEN_EXPIRATION'],
        86400,
      ),
    },
    staticDir: staticDir && existsSync(staticDir) ? staticDir : null,
    elementsDir: elementsDir && existsSync(elementsDir) ? elementsDir : null,
    seedDemo: bool(env['MARGINALIA_SEED_DEMO'], true),
    corsOrigins: (env['MARGINALIA_CORS_ORIGINS'] || '*')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    defaultsInUse,
    environment: readEnvironmentSettings(env),
    tokenRateLimit: {
      attempts: nonNegativeInt('MARGINALIA_TOKEN_RATE_LIMIT', env['MARGINALIA_TOKEN_RATE_LIMIT'], 10),
      windowSeconds: positiveInt(
        'MARGINALIA_TOKEN_RATE_LIMIT_WINDOW',
        env['MARGINALIA_TOKEN_RATE_LIMIT_WINDOW'],
        60,
      ),
    },
    accessLog: bool(env['MARGINALIA_ACCESS_LOG'], false),
    trustProxy: bool(env['MARGINALIA_TRUST_PROXY'], false),
    sqliteSynchronous: sqliteSynchronous(env['MARGINALIA_SQLITE_SYNCHRONOUS']),
    hub: {
      hubUrl: baseUrl('MARGINALIA_HUB_URL', env['MARGINALIA_HUB_URL'], 'https://huggingface.co'),
      datasetsServerUrl: baseUrl(
        'MARGINALIA_DATASETS_SERVER_URL',
        env['MARGINALIA_DATASETS_SERVER_URL'],
        'https://datasets-server.huggingface.co',
      ),
      configured: Boolean(env['MARGINALIA_HUB_URL']?.trim() || env['MARGINALIA_DATASETS_SERVER_URL']?.trim()),
    },
    jobs: {
      redisUrl: env['MARGINALIA_REDIS_URL']?.trim() || null,
      queueName: env['MARGINALIA_JOBS_QUEUE']?.trim() || 'marginalia-jobs',
    },
    storage: storageConfig(env),
    maxDocumentBytes: positiveInt(
      'MARGINALIA_MAX_DOCUMENT_BYTES',
      env['MARGINALIA_MAX_DOCUMENT_BYTES'],
      DEFAULT_MAX_DOCUMENT_BYTES,
    ),
    llm: llmConfig(env),
    history: {
      enabled: bool(env['MARGINALIA_HISTORY'], true),
      retentionDays: env['MARGINALIA_HISTORY_RETENTION_DAYS']?.trim()
        ? positiveInt('MARGINALIA_HISTORY_RETENTION_DAYS', env['MARGINALIA_HISTORY_RETENTION_DAYS'], 1)
        : null,
    },
  };
}
