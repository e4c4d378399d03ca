import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toAnnotationRecord, toField, type WireField } from '@marginalia/core';
import { renderPart } from '../testing/renderAnnotationPart';
import { RecordCard } from '../RecordCard';

const field = (name: string, title: string): WireField => ({
  id: `f-${name}`,
  name,
  title,
  required: true,
  settings: { type: 'text', use_markdown: false },
  dataset_id: 'd',
  inserted_at: '2024-01-01T00:00:00',
  updated_at: '2024-01-01T00:00:00',
});

const fields = [field('prompt', 'Prompt'), field('answer-a', 'Answer A'), field('answer-b', 'Answer B')].map(toField);
const record = toAnnotationRecord(
  {
    id: 'r1',
    fields: { prompt: 'Why?', 'answer-a': 'Because A', 'answer-b': 'Because B' },
    metadata: null,
    external_id: null,
  },
  { userId: 'u1' },
);

describe('field tabs on the record card', () => {
  it('groups fields sharing the prefix before the first dash into tabs; others stay regions', () => {
    renderPart(<RecordCard record={record} fields={fields} />);
    expect(screen.getByRole('region', { name: 'Prompt' }).textContent).toContain('Why?');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Answer A', 'true'],
      ['Answer B', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Answer A' }).textContent).toBe('Because A');
  });

  it('switches tabs by click and with the arrow keys, moving focus along', async () => {
    const user = userEvent.setup();
    renderPart(<RecordCard record={record} fields={fields} />);
    await user.click(screen.getByRole('tab', { name: 'Answer B' }));
    expect(screen.getByRole('tabpanel', { name: 'Answer B' }).textContent).toBe('Because B');
    await user.keyboard('{ArrowRight}');
    const first = screen.getByRole('tab', { name: 'Answer A' });
    expect(document.activeElement).toBe(first);
    expect(within(screen.getByRole('tabpanel')).getByText('Because A')).toBeTruthy();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Answer B' }).getAttribute('aria-selected')).toBe('true');
  });
});
