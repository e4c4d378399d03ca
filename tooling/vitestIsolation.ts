import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

// Most unit test files share their worker's modules (`isolate: false`): importing the package, jsdom and the
// testing libraries anew for every file cost more CPU than the tests themselves (issue 27, CI time). A file that
// replaces a module (`vi.mock`, `vi.doMock`) cannot share them: the module it replaces may already be loaded (its
// test would then pass against the real one), and its replacement would leak into the files after it. Those files
// run in a project of their own with fresh modules for each file (a package's vitest.isolated.config.ts), and so
// does a file that says `@vitest-isolate` in a comment, with its reason.

type Project = TestProjectInlineConfiguration & { test: { name: string } };

const needsFreshModules = /\bvi\s*\.\s*(?:doMock|mock)\s*\(|@vitest-isolate\b/;

/** The test files under `packageDir/src` that replace modules or ask to be isolated, relative to `packageDir`. */
export function testFilesNeedingIsolation(packageDir: string): string[] {
  const found: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && needsFreshModules.test(readFileSync(path, 'utf8'))) {
        found.push(relative(packageDir, path).split('\\').join('/'));
      }
    }
  };
  walk(join(packageDir, 'src'));
  return found.sort();
}

/** The package's project with its files sharing their worker's modules, less those needing isolation. */
export function sharingModules<P extends Project>(project: P, packageDir: string): P {
  const exclude = [
    ...(project.test.exclude ?? configDefaults.exclude),
    ...testFilesNeedingIsolation(packageDir),
  ];
  return { ...project, test: { ...project.test, isolate: false, exclude } };
}

/** The package's files needing isolation, each with fresh modules, as the project `<name>:isolated`. */
export function isolatedFiles<P extends Project>(project: P, packageDir: string): P {
  const include = testFilesNeedingIsolation(packageDir);
  return {
    ...project,
    test: {
      ...project.test,
      name: `${project.test.name}:isolated`,
      include,
      isolate: true,
      passWithNoTests: true,
    },
  };
}
