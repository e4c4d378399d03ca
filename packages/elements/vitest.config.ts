import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@marginalia/source'] },
  test: {
    name: 'elements',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
