import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup.preset';

export default defineConfig(libraryConfig({ entry: ['src/index.ts', 'src/cli.ts'], platform: 'node' }));
