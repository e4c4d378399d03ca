import { describe, expect, it } from 'vitest';
import { annotationPaneKey } from './paneLayoutKeys';

describe('annotationPaneKey', () => {
  it('keeps each dataset’s pane sizes apart', () => {
    expect(annotationPaneKey('ds-1', 'record')).toBe('marginalia.panels.ds-1.record');
    expect(annotationPaneKey('ds-2', 'record')).not.toBe(annotationPaneKey('ds-1', 'record'));
    expect(annotationPaneKey('ds-1', 'document')).not.toBe(annotationPaneKey('ds-1', 'side'));
  });
});
