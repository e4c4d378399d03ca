import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { AgreementPanel } from './AgreementPanel';
import { AGREEMENT_FIXTURE } from './testing/agreementFixtures';

describe('AgreementPanel', () => {
  it('shows each question’s figures with their bands, and each annotator', async () => {
    const api = createFakeApi({ 'GET /v1/datasets/ds/agreement': ok(AGREEMENT_FIXTURE) });
    renderWithMarginalia(<AgreementPanel datasetId="ds" />, { fetch: api.fetch });
    const questions = await screen.findByRole('table', { name: 'Agreement by question' });
    const alpha = within(questions).getByRole('row', { name: /Krippendorff’s α \(nominal\)/ });
    expect(within(alpha).getByText('0.743')).toBeTruthy();
    expect(within(alpha).getByText('Tentative')).toBeTruthy();
    const kappa = within(questions).getByRole('row', { name: /Fleiss’ κ/ });
    expect(within(kappa).getByText('Moderate')).toBeTruthy();
    const percent = within(questions).getByRole('row', { name: /Percent agreement/ });
    expect(within(percent).getByText('0.800')).toBeTruthy();
    expect(within(percent).getByText('Value only')).toBeTruthy();
    const exact = within(questions).getByRole('row', { name: /Exact match/ });
    expect(within(exact).getByRole('cell', { name: 'Undefined: No record has two answers to compare yet' })).toBeTruthy();
    expect(within(exact).getByText('—')).toBeTruthy();

    const annotators = screen.getByRole('table', { name: 'Agreement by annotator' });
    const ann = within(annotators).getByRole('row', { name: /ann/ });
    expect(within(ann).getByText('12')).toBeTruthy();
    expect(within(ann).getByText('0.750')).toBeTruthy();
    expect(within(ann).getByRole('cell', { name: 'Undefined: None of their records has an accepted review' })).toBeTruthy();
  });

  it('says a non-reviewer does not review the dataset', async () => {
    const api = createFakeApi({ 'GET /v1/datasets/ds/agreement': { status: 403, body: { detail: 'Forbidden' } } });
    renderWithMarginalia(<AgreementPanel datasetId="ds" />, { fetch: api.fetch });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not a reviewer of this dataset/);
  });

  it('says when there is nothing to compare, in German too', async () => {
    const api = createFakeApi({ 'GET /v1/datasets/ds/agreement': ok({ items: [], annotators: [] }) });
    renderWithMarginalia(<AgreementPanel datasetId="ds" />, { fetch: api.fetch, lng: 'de' });
    expect(await screen.findByText('Noch keine abgeschickten Antworten zum Vergleichen')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Übereinstimmung' })).toBeTruthy();
  });
});
