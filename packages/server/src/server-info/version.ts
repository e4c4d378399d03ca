import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../config/server-config';

/** This package's version, read from its package.json (source and built file alike). */
export const SERVER_VERSION: string = (
  JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }
).version;
