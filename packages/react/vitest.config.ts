import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@marginalia/source'] },
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
