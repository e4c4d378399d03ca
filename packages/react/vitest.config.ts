import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@marginalia/source'] },
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // A user-event test that takes 0.4 s alone ran past the 5 s default while the browser suites shared the 2 cores
    // (a clean-clone run); a hung test still fails, later.
    testTimeout: 15000,
  },
});
