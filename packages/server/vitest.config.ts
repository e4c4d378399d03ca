import { defineProject } from 'vitest/config';

// The core is read from source (its "@marginalia/source" export condition), as the server's own code is: the
// tests never run against a stale build of the wire schemas and validators.
export default defineProject({
  resolve: { conditions: ['@marginalia/source'] },
  ssr: { resolve: { conditions: ['@marginalia/source', 'node', 'development|production'] } },
  // The environment the global setup is loaded in reads the core from source too.
  environments: { __vitest__: { resolve: { conditions: ['@marginalia/source', 'node', 'development|production'] } } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20000,
    // One migrated SQLite file and PostgreSQL template per run, copied by every test server (issue 27, CI time).
    globalSetup: ['./src/testing/vitest-global-setup.ts'],
  },
});
