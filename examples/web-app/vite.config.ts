import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const monorepoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Builds the workspace packages from source (the "@marginalia/source" export condition), so the app needs no
// prior package build; the locales live outside this folder, at the monorepo root.
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['@marginalia/source', ...defaultClientConditions],
  },
  server: {
    fs: { allow: [monorepoRoot] },
    proxy: { '/api': 'http://localhost:6900' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
