import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ANNOTATION_PATH, annotatedDatasetAt } from './annotationPath';

describe('annotatedDatasetAt', () => {
  it('finds the dataset where the router matches the annotation route, and nowhere else', () => {
    const paths = [
      '/dataset/5c8e0c1a-1b2c-4d5e-8f90-123456789abc/annotation-mode',
      '/dataset/abc/annotation-mode/',
      '/Dataset/abc/Annotation-Mode',
      '/dataset/abc/annotation-mode/extra',
      '/dataset/abc/settings',
      '/dataset//annotation-mode',
      '/dataset/a/b/annotation-mode',
      '/',
    ];
    for (const path of paths) {
      expect(annotatedDatasetAt(path), path).toBe(matchPath(ANNOTATION_PATH, path)?.params['id'] ?? null);
    }
    expect(annotatedDatasetAt('/dataset/abc/annotation-mode')).toBe('abc');
  });
});
