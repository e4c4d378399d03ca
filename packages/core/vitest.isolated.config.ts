import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { isolatedFiles } from '../../tooling/vitestIsolation';
import { project } from './vitest.config';

export default defineProject(isolatedFiles(project, fileURLToPath(new URL('.', import.meta.url))));
