import { defineProject } from 'vitest/config';

// The core is read from source (its "@marginalia/source" export condition), as the server's own code is:
// the tests never run against a stale build of the wire schemas.
const conditions = ['@marginalia/source'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: { name: 'server', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20000 },
});
