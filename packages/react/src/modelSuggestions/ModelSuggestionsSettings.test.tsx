import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDatasetSettings } from '../testing/renderDatasetSettings';
import {
  SETTINGS_ADMIN,
  modelSuggestionRoutes,
  modelSuggestionsJob,
  reviewersRoutes,
} from '../testing/settingsFixtures';

async function openSection(
  options: Parameters<typeof modelSuggestionRoutes>[0] = {},
  props: Parameters<typeof renderDatasetSettings>[3] = {},
) {
  const rendered = await renderDatasetSettings(
    SETTINGS_ADMIN,
    {},
    { ...reviewersRoutes(), ...modelSuggestionRoutes(options) },
    props,
  );
  await userEvent.click(await screen.findByRole('tab', { name: 'Model suggestions' }));
  const panel = await screen.findByRole('region', { name: 'Model suggestions' });
  // Loaded: the model picker, or the notice that the server has none (waiting for the picker alone idled 5 s there).
  await waitFor(() =>
    expect(
      within(panel).queryByRole('combobox', { name: 'Model' }) ??
        within(panel).queryByText(/No model is configured on this server/),
    ).not.toBeNull(),
  );
  return { ...rendered, panel };
}

describe('ModelSuggestionsSettings', () => {
  it('previews the first record’s exact prompt, tries 5 records and shows each answer or its refusal', async () => {
    const { panel, api } = await openSection();
    expect((within(panel).getByRole('combobox', { name: 'Model' }) as HTMLSelectElement).value).toBe(
      'gpt-mini',
    );
    expect(within(panel).getByText('Choose at least one question.')).toBeTruthy();
    expect(
      within(panel).getByRole('button', { name: 'Try on 5 records' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Sentiment' }));
    const prompt = within(panel).getByRole('textbox', { name: 'Prompt' });
    await userEvent.clear(prompt);
    await userEvent.type(prompt, 'Sentiment of {{{{field.review}}');
    expect(within(panel).getByLabelText('User').textContent).toBe('Sentiment of A slow but moving film.');
    expect(within(panel).getByLabelText('System').textContent).toContain(
      '- "sentiment" (Sentiment): exactly one label among ["positive","negative","neutral","mixed"]',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Try on 5 records' }));
    const table = await within(panel).findByRole('table', {
      name: 'Answers for the first records (nothing was written)',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '8f0a6d3csentimentmixedValid (score 0.87)',
      "c2d4b519sentimentmeh'meh' is not a valid label",
    ]);
    const sent = api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/model-suggestions'));
    expect(sent?.body).toMatchObject({
      questions: ['sentiment'],
      prompt: 'Sentiment of {{field.review}}',
      dry_run: true,
    });
  });

  it('says the dataset lacks a placeholder, and runs the job, showing its progress, tokens and cost', async () => {
    const { panel } = await openSection({
      jobReads: [modelSuggestionsJob({ status: 'queued', done: 0, failed: 0 }), modelSuggestionsJob()],
    });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Sentiment' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Prompt' }), ' {{{{field.title}}');
    expect(within(panel).getByText('The dataset has no {{field.title}}.')).toBeTruthy();
    await userEvent.clear(within(panel).getByRole('textbox', { name: 'Prompt' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Prompt' }), 'Label {{{{field.review}}');
    await userEvent.click(within(panel).getByRole('button', { name: 'Run on the records' }));
    const bar = await within(panel).findByRole('progressbar', { name: 'Records pre-annotated' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('30'), { timeout: 5000 });
    expect(within(panel).getByText('10 done, 2 failed of 40')).toBeTruthy();
    expect(within(panel).getByText('3600 tokens · estimated cost 0.0123')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('offers the annotation page’s filter and a run’s own concurrency, and sends both', async () => {
    const filter = {
      text: { q: 'slow' },
      filters: [
        {
          type: 'terms' as const,
          scope: { entity: 'response' as const, property: 'status' as const },
          values: ['pending'],
        },
      ],
    };
    const { panel, api } = await openSection({}, { modelSuggestionsFilter: filter });
    expect(
      within(panel).getByText('The filter of the annotation page you came from: text “slow”, 1 filter.'),
    ).toBeTruthy();
    await userEvent.click(within(panel).getByRole('radio', { name: 'The current filter' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Sentiment' }));
    const concurrency = within(panel).getByRole('spinbutton', { name: 'Model calls at once' });
    expect(within(panel).getByText("Empty: the server's default (4); at most 16.")).toBeTruthy();
    await userEvent.type(concurrency, '17');
    expect(within(panel).getByText(/Model calls at once must be a whole number/)).toBeTruthy();
    await userEvent.clear(concurrency);
    await userEvent.type(concurrency, '8');
    await userEvent.click(within(panel).getByRole('button', { name: 'Run on the records' }));
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/model-suggestions'))?.body,
      ).toMatchObject({
        concurrency: 8,
        records: { query: { text: { q: 'slow' } }, filters: { and: filter.filters } },
      }),
    );
  });

  it('offers no current filter when none is known', async () => {
    const { panel } = await openSection();
    expect(
      (within(panel).getByRole('radio', { name: 'The current filter' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(panel).getByText(/Filter records on the annotation page first/)).toBeTruthy();
  });

  it('tells an admin when the server has no model', async () => {
    const { panel } = await openSection({ models: false });
    expect(await within(panel).findByText(/No model is configured on this server/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Run on the records' })).toBeNull();
  });
});
