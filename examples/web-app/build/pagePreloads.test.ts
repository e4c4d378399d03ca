import { describe, expect, it } from 'vitest';
import { pagePreloadsOf, type BundleChunk } from './pagePreloads';

const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
): BundleChunk => ({
  fileName,
  imports,
  facadeModuleId,
  isEntry,
});

// index imports runtime and boot; the annotation page imports boot, a card and a shared chunk that imports runtime.
const CHUNKS = [
  chunk('assets/index-1.js', ['assets/runtime-1.js', 'assets/boot-1.js'], '/app/index.html', true),
  chunk('assets/runtime-1.js', []),
  chunk('assets/boot-1.js', ['assets/runtime-1.js']),
  chunk(
    'assets/AnnotationPage-1.js',
    ['assets/boot-1.js', 'assets/RecordCard-1.js', 'assets/shared-1.js'],
    '/app/src/routes/AnnotationPage.tsx',
  ),
  chunk('assets/RecordCard-1.js', ['assets/shared-1.js', 'assets/boot-1.js']),
  chunk('assets/shared-1.js', ['assets/runtime-1.js']),
  chunk('assets/HomePage-1.js', ['assets/boot-1.js'], 'C:\\app\\src\\routes\\HomePage.tsx'),
];

describe('pagePreloadsOf (each route’s scripts for the server’s modulepreload tags)', () => {
  it('lists the page’s chunk and every chunk it imports, without those index.html loads, as URLs under the base', () => {
    expect(
      pagePreloadsOf(CHUNKS, [
        { path: '/dataset/:id/annotation-mode', module: 'AnnotationPage' },
        { path: '/', module: 'HomePage' },
      ]),
    ).toEqual([
      {
        path: '/dataset/:id/annotation-mode',
        modules: ['/assets/AnnotationPage-1.js', '/assets/RecordCard-1.js', '/assets/shared-1.js'],
      },
      { path: '/', modules: ['/assets/HomePage-1.js'] },
    ]);
    expect(
      pagePreloadsOf(CHUNKS, [{ path: '/', module: 'HomePage' }], { base: '/app/' })[0]!.modules,
    ).toEqual(['/app/assets/HomePage-1.js']);
  });

  it('fails when a page has no chunk of its own', () => {
    expect(() => pagePreloadsOf(CHUNKS, [{ path: '/user-settings', module: 'UserSettingsPage' }])).toThrow(
      'UserSettingsPage: no chunk of its own in the build',
    );
  });

  it('fails on route syntax the server does not match (optional or splat segments)', () => {
    for (const path of ['/oauth/:provider?/callback', '/files/*', 'relative', '/a//b']) {
      expect(() => pagePreloadsOf(CHUNKS, [{ path, module: 'HomePage' }])).toThrow(
        `${path}: only literal and :name segments can be preloaded`,
      );
    }
  });
});
