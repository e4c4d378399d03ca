import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

const monorepoRoot = fileURLToPath(new URL('../../..', import.meta.url));

// Stories sit beside their components. Nothing is fetched at run time: no telemetry, no addons from the network.
const config: StorybookConfig = {
  // The elements' stories sit beside the React ones (the custom elements around the same components).
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../elements/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // A local stand-in for the share preview's image service.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // Workspace packages from source (their "@marginalia/source" export), like the example app.
      resolve: { conditions: ['@marginalia/source', ...defaultClientConditions] },
      server: { fs: { allow: [monorepoRoot] } },
    }),
};

export default config;
