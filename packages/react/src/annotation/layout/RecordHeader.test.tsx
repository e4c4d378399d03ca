import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toAnnotationRecord } from '@marginalia/core';
import { wireRecord, wireResponse } from '../../testing/annotationFixtures';
import { RecordHeader } from './RecordHeader';
import { USER, renderInView, viewApi } from './testing/annotationViewHarness';

const ID = '9cf21756-00a0-479d-aa46-f2ef9dcf89f1';
const draft = (status: 'pending' | 'completed') =>
  toAnnotationRecord(
    wireRecord(ID, 'Text', {
      status,
      metadata: { category: 'books', votes: 12 },
      responses: [wireResponse(ID, USER.id, { status: 'draft', values: {} })],
    }),
    { userId: USER.id },
  );

describe('RecordHeader', () => {
  it('marks a draft whose task distribution is completed with a check mark', async () => {
    const { unmount } = await renderInView(<RecordHeader record={draft('completed')} vectors={[]} />, { api: viewApi() });
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The task distribution of this record is completed' })).toBeTruthy();
    unmount();
    await renderInView(<RecordHeader record={draft('pending')} vectors={[]} />, { api: viewApi() });
    expect(screen.queryByRole('img', { name: 'The task distribution of this record is completed' })).toBeNull();
  });

  it('has a selection checkbox in bulk mode and a menu that copies the id and shows the metadata', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onToggle = vi.fn();
    await renderInView(
      <RecordHeader record={draft('pending')} vectors={[]} position={4} selection={{ selected: false, onToggle }} />,
      { api: viewApi() },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select record 4' }));
    expect(onToggle).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Record actions' }));
    await user.click(screen.getByRole('button', { name: 'Copy record ID' }));
    expect(writeText).toHaveBeenCalledWith(ID);
    await user.click(screen.getByRole('button', { name: 'Show metadata' }));
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['category', 'votes']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['books', '12']);
  });
});
