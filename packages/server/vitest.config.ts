import { defineProject } from 'vitest/config';
import { globalSetupFromSource, resolveFromSource } from '../../tooling/sourceResolution';

// The core is read from source (its "@marginalia/source" export condition), as the server's own code is: the
// tests never run against a stale build of the wire schemas and validators.
export default defineProject({
  ...resolveFromSource,
  // The environment the global setup is loaded in reads the core from source too.
  ...globalSetupFromSource,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 20000,
    // A suite's beforeAll (a test server and its fixture) outlasted the default 10 s at a load of 17 on 2 cores.
    hookTimeout: 30000,
    // The files share their worker's modules instead of importing the app anew for each one (issue 27: per file it
    // cost more than the file's tests). Every suite makes its own test server (database, app, caches), so a file
    // never sees another's state; the few that fake timers restore them after each test.
    isolate: false,
    // One migrated SQLite file and PostgreSQL template per run, copied by every test server (issue 27, CI time).
    globalSetup: ['./src/testing/vitest-global-setup.ts'],
  },
});
