import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults and lists insecure defaults without their values', () => {
    const config = loadConfig({ MARGINALIA_STATIC_DIR: '/nonexistent-marginalia-dir' }, '/srv/app');
    expect(config.port).toBe(6900);
    expect(config.databaseUrl).toBe('/srv/app/.marginalia/marginalia.db');
    expect(config.owner).toEqual({ username: 'owner', password: '12345678', apiKey: 'owner.apikey' });
    expect(config.auth.tokenExpirationSeconds).toBe(86400);
    expect(config.auth.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(config.seedDemo).toBe(true);
    expect(config.staticDir).toBeNull();
    expect(config.corsOrigins).toEqual(['*']);
    expect(config.defaultsInUse).toEqual([
      'MARGINALIA_OWNER_USERNAME',
      'MARGINALIA_OWNER_PASSWORD',
      'MARGINALIA_OWNER_API_KEY',
    ]);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        MARGINALIA_DATABASE_URL: 'postgresql://u@db:5432/m',
        MARGINALIA_OWNER_USERNAME: 'root',
        MARGINALIA_OWNER_PASSWORD: 'a-long-secret',
        MARGINALIA_OWNER_API_KEY: 'key',
        MARGINALIA_AUTH_SECRET_KEY: 'shh',
        MARGINALIA_AUTH_TOKEN_EXPIRATION: '60',
        MARGINALIA_SEED_DEMO: 'false',
        MARGINALIA_STATIC_DIR: '/nonexistent-marginalia-dir',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://u@db:5432/m',
      owner: { username: 'root', password: 'a-long-secret', apiKey: 'key' },
      auth: { secretKey: 'shh', tokenExpirationSeconds: 60 },
      seedDemo: false,
      defaultsInUse: [],
    });
  });

  it('draws a new random secret per process when none is configured', () => {
    expect(loadConfig({}).auth.secretKey).not.toBe(loadConfig({}).auth.secretKey);
  });

  it('reads the sign-in limit, access log, proxy trust and SQLite durability settings', () => {
    const defaults = loadConfig({});
    expect(defaults.tokenRateLimit).toEqual({ attempts: 10, windowSeconds: 60 });
    expect(defaults).toMatchObject({ accessLog: false, trustProxy: false, sqliteSynchronous: 'full' });
    const set = loadConfig({
      MARGINALIA_TOKEN_RATE_LIMIT: '0',
      MARGINALIA_TOKEN_RATE_LIMIT_WINDOW: '30',
      MARGINALIA_ACCESS_LOG: 'true',
      MARGINALIA_TRUST_PROXY: '1',
      MARGINALIA_SQLITE_SYNCHRONOUS: 'NORMAL',
    });
    expect(set).toMatchObject({
      tokenRateLimit: { attempts: 0, windowSeconds: 30 },
      accessLog: true,
      trustProxy: true,
      sqliteSynchronous: 'normal',
    });
    expect(() => loadConfig({ MARGINALIA_SQLITE_SYNCHRONOUS: 'off' })).toThrow(
      'MARGINALIA_SQLITE_SYNCHRONOUS must be "full" or "normal", got "off"',
    );
  });

  it('rejects a non-numeric port', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a positive integer, got "abc"');
  });

  it('keeps files in the database unless an S3 endpoint is set, which then needs both keys', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'database' });
    expect(
      loadConfig({
        MARGINALIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        MARGINALIA_S3_ACCESS_KEY: 'minio',
        MARGINALIA_S3_SECRET_KEY: 'minio123',
        MARGINALIA_S3_REGION: 'eu-central-1',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'minio',
      secretAccessKey: 'minio123',
      region: 'eu-central-1',
    });
    expect(() => loadConfig({ MARGINALIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'MARGINALIA_S3_ACCESS_KEY and MARGINALIA_S3_SECRET_KEY must be set with MARGINALIA_S3_ENDPOINT',
    );
    expect(() => loadConfig({ MARGINALIA_S3_ENDPOINT: 'minio:9000' })).toThrow(
      'MARGINALIA_S3_ENDPOINT must be an http(s) URL, got "minio:9000"',
    );
  });
});
