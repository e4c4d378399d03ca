import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPart } from './testing/renderAnnotationPart';
import { SavedIndicator } from './SavedIndicator';

describe('SavedIndicator', () => {
  it('says Saving... while a draft is saved', () => {
    renderPart(<SavedIndicator status="saving" savedAgo={null} />);
    expect(screen.getByRole('status').textContent).toBe('Saving...');
  });

  it('says Saved with the core’s relative time, in the interface language', () => {
    const { unmount } = renderPart(<SavedIndicator status="saved" savedAgo={{ value: -20, unit: 'second' }} />);
    expect(screen.getByRole('status').textContent).toBe('Saved 20 seconds ago');
    unmount();
    renderPart(<SavedIndicator status={null} savedAgo={{ value: -2, unit: 'minute' }} />);
    expect(screen.getByRole('status').textContent).toBe('Saved 2 minutes ago');
  });

  it('says nothing before anything was saved', () => {
    renderPart(<SavedIndicator status={null} savedAgo={null} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
