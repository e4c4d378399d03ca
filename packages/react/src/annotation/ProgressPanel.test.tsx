import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toDatasetProgress, toMetrics, toReviewProgress } from '@marginalia/core';
import { renderPart } from './testing/renderAnnotationPart';
import { ProgressPanel } from './ProgressPanel';

describe('ProgressPanel', () => {
  it('shows my counts per status and the team’s completed records', () => {
    renderPart(
      <ProgressPanel
        metrics={toMetrics({ responses: { total: 120, submitted: 30, discarded: 5, draft: 3, pending: 82 } })}
        team={toDatasetProgress({ total: 120, completed: 45, pending: 75, users: [] })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'My progress' });
    expect(within(panel).getByTestId('metrics-submitted').textContent).toBe('30');
    expect(within(panel).getByTestId('metrics-discarded').textContent).toBe('5');
    expect(within(panel).getByTestId('metrics-draft').textContent).toBe('3');
    expect(within(panel).getByTestId('metrics-pending').textContent).toBe('82');
    expect(within(panel).getByText('38 of 120 records answered')).toBeTruthy();
    const mine = within(panel).getByRole('progressbar', { name: 'My progress' });
    expect(mine.getAttribute('aria-valuenow')).toBe('38');
    const team = within(panel).getByRole('progressbar', { name: 'Team progress' });
    expect(team.getAttribute('aria-valuenow')).toBe('45');
    expect(within(panel).getByTestId('team-progress').textContent).toBe('45 of 120 records completed (37.50%)');
  });

  it('shows the review’s reviewed, accepted and sent-back counts', () => {
    renderPart(
      <ProgressPanel
        metrics={toMetrics({ responses: { total: 10, submitted: 10, discarded: 0, draft: 0, pending: 0 } })}
        review={toReviewProgress({ reviewable: 8, pending: 5, accepted: 2, rejected: 1, can_review: false })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'My progress' });
    expect(within(panel).getByRole('heading', { name: 'Review' })).toBeTruthy();
    expect(within(panel).getByTestId('review-reviewed').textContent).toBe('3');
    expect(within(panel).getByTestId('review-accepted').textContent).toBe('2');
    expect(within(panel).getByTestId('review-rejected').textContent).toBe('1');
    expect(within(panel).getByText('3 of 8 reviewable records reviewed')).toBeTruthy();
  });

  it('shows a loading text before the metrics arrive', () => {
    renderPart(<ProgressPanel metrics={null} />);
    expect(screen.getByText('Loading progress…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull();
  });
});
