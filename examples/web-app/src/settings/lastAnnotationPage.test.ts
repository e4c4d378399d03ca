import { describe, expect, it } from 'vitest';
import { backToDatasetPath, rememberAnnotationPage } from './lastAnnotationPage';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('backToDatasetPath', () => {
  it('returns to the last annotation page of the dataset, with its query', () => {
    const storage = memory();
    rememberAnnotationPage(storage, 'd1', '/dataset/d1/annotation-mode?_page=3&_status=draft');
    expect(backToDatasetPath(storage, 'd1', '/dataset/d1/annotation-mode')).toBe(
      '/dataset/d1/annotation-mode?_page=3&_status=draft',
    );
  });

  it('opens the annotation page when none was visited, or the remembered one is not this dataset’s', () => {
    const storage = memory();
    expect(backToDatasetPath(storage, 'd1', '/dataset/d1/annotation-mode')).toBe(
      '/dataset/d1/annotation-mode',
    );
    rememberAnnotationPage(storage, 'd2', '/elsewhere');
    expect(backToDatasetPath(storage, 'd2', '/dataset/d2/annotation-mode')).toBe(
      '/dataset/d2/annotation-mode',
    );
  });
});
