import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built into a sub-folder of the demo (`base: './'`), like any app deployed under a path.
export default defineConfig({ base: './', plugins: [react()], build: { outDir: process.env.HOST_OUT_DIR, emptyOutDir: true, chunkSizeWarningLimit: 2048 } });
