import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInView, viewApi, wireProperty } from '../layout/testing/annotationViewHarness';
import { criteriaPanelsModule } from './criteriaPanelsModule';
import { FiltersButton } from './FiltersButton';

const properties = [
  wireProperty('category', { type: 'terms', values: ['books', 'sports', 'toys'] }, 'Category'),
  wireProperty('votes', { type: 'integer', min: 0, max: 500 }, 'Helpful votes'),
  wireProperty('price', { type: 'float', min: 0, max: 1 }, 'Price'),
];
const api = (agents: Record<string, string[]> = {}) =>
  viewApi({
    metadataProperties: properties,
    metadataMetrics: {
      'prop-category': { type: 'terms', total: 9, values: [{ term: 'books', count: 5 }, { term: 'sports', count: 3 }, { term: 'toys', count: 1 }] },
      'prop-votes': { type: 'integer', min: 2, max: 239 },
    },
    agents,
  });

async function open(user: ReturnType<typeof userEvent.setup>, item: string, group?: string) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  const panel = screen.getByRole('dialog', { name: 'Filters' });
  const section = group ? within(panel).getByRole('region', { name: group }) : panel;
  await user.click(within(section).getByRole('button', { name: item }));
  return panel;
}

// The panel's code loads when it first opens (SortSelector.test shows it load); here it is there beforehand.
beforeAll(async () => {
  await criteriaPanelsModule.load();
}, 20_000);

describe('FiltersButton', () => {
  it('lists the metadata properties and the label and rating questions for responses and suggestions', async () => {
    const user = userEvent.setup();
    await renderInView(<FiltersButton />, { api: api() });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(panel).getByRole('region', { name: 'Metadata' })).toBeTruthy());
    const names = (group: string) =>
      within(within(panel).getByRole('region', { name: group }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names('Metadata')).toEqual(['Category', 'Helpful votes', 'Price']);
    // The text question is not offered.
    expect(names('Responses')).toEqual(['Sentiment', 'Topics', 'Review Rating']);
    expect(names('Suggestions')).toEqual(['Sentiment', 'Topics', 'Review Rating']);
  });

  it('filters by terms with a value search and commits when the panel closes', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<FiltersButton />, { api: api() });
    await screen.findByRole('button', { name: 'Filters' });
    await waitFor(() => expect(store.getState().questions.length).toBeGreaterThan(0));
    const panel = await open(user, 'Category', 'Metadata');
    await within(panel).findByRole('checkbox', { name: /books/ });
    await user.type(within(panel).getByRole('searchbox', { name: 'Search values of Category' }), 'SPO');
    expect(within(panel).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['sports3']);
    await user.click(within(panel).getByRole('checkbox', { name: /sports/ }));
    await user.keyboard('{Escape}');
    expect(store.criteria.getState().committed.metadata).toEqual([{ name: 'category', value: ['sports'] }]);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('holds the comments filter, which applies at once and counts on the button', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<FiltersButton />, { api: api() });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    // A change event as the browser fires it (user-event's option clicks do not reach a select in this panel
    // under jsdom; the browser flows choose it for real).
    fireEvent.change(await within(panel).findByRole('combobox', { name: 'Comments filter' }), {
      target: { value: 'mentions' },
    });
    expect(store.criteria.getState().committed.comments).toBe('mentions');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('clamps typed bounds of a numeric range to the server min and max, and drops a full range', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<FiltersButton />, { api: api() });
    await screen.findByRole('button', { name: 'Filters' });
    const panel = await open(user, 'Helpful votes', 'Metadata');
    const from = await within(panel).findByRole('spinbutton', { name: 'From (Helpful votes)' });
    await waitFor(() => expect((from as HTMLInputElement).value).toBe('2'));
    const to = within(panel).getByRole('spinbutton', { name: 'To (Helpful votes)' });
    expect((to as HTMLInputElement).value).toBe('239');
    await user.clear(to);
    await user.type(to, '9000{Enter}');
    expect((to as HTMLInputElement).value).toBe('239');
    await user.clear(from);
    await user.type(from, '40.6{Enter}');
    expect((from as HTMLInputElement).value).toBe('41');
    await waitFor(() => expect(store.criteria.getState().committed.metadata).toEqual([{ name: 'votes', value: { ge: 41, le: 239 } }]));
    // The slider handles carry the same range, with whole-number steps for an integer property.
    const minimum = within(panel).getByRole('slider', { name: 'Minimum of Helpful votes' });
    expect(minimum.getAttribute('step')).toBe('1');
    await user.clear(from);
    await user.type(from, '0{Enter}');
    await waitFor(() => expect(store.criteria.getState().committed.metadata).toEqual([]));
  });

  it('filters responses of a multi-label question with and/or, and a rating by range', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<FiltersButton />, { api: api() });
    await screen.findByRole('button', { name: 'Filters' });
    await waitFor(() => expect(store.getState().questions.length).toBeGreaterThan(0));
    const panel = await open(user, 'Topics', 'Responses');
    await user.click(within(panel).getByRole('checkbox', { name: 'Politics' }));
    await user.click(within(panel).getByRole('radio', { name: 'Any label' }));
    await waitFor(() =>
      expect(store.criteria.getState().committed.response).toEqual([{ name: 'topics', value: { operator: 'or', values: ['politics'] } }]),
    );
    await user.click(within(panel).getByRole('button', { name: 'All filters' }));
    await user.click(within(within(panel).getByRole('region', { name: 'Responses' })).getByRole('button', { name: 'Review Rating' }));
    const to = within(panel).getByRole('spinbutton', { name: 'To (Review Rating)' });
    expect((to as HTMLInputElement).value).toBe('5');
    await user.clear(to);
    await user.type(to, '3{Enter}');
    await waitFor(() =>
      expect(store.criteria.getState().committed.response).toContainEqual({ name: 'review-rating', value: { ge: 1, le: 3 } }),
    );
  });

  it('filters suggestions by value, score and agent — the agent part only when agents exist', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<FiltersButton />, { api: api({ sentiment: ['gpt-4', 'bert'] }) });
    await screen.findByRole('button', { name: 'Filters' });
    await waitFor(() => expect(store.getState().questions.length).toBeGreaterThan(0));
    let panel = await open(user, 'Sentiment', 'Suggestions');
    await user.click(within(panel).getByRole('checkbox', { name: 'Negative' }));
    const scoreFrom = within(panel).getByRole('spinbutton', { name: 'From (Score)' });
    expect(within(panel).getByRole('slider', { name: 'Minimum of Score' }).getAttribute('step')).toBe('0.01');
    await user.clear(scoreFrom);
    await user.type(scoreFrom, '0.456{Enter}');
    await user.click(within(within(panel).getByRole('region', { name: 'Agents' })).getByRole('checkbox', { name: 'bert' }));
    await waitFor(() =>
      expect(store.criteria.getState().committed.suggestion).toEqual([
        {
          question: 'sentiment',
          configurations: [
            { name: 'value', value: { values: ['negative'] } },
            { name: 'score', value: { ge: 0.46, le: 1 } },
            { name: 'agent', value: ['bert'] },
          ],
        },
      ]),
    );
    await user.click(within(panel).getByRole('button', { name: 'All filters' }));
    await user.click(within(within(panel).getByRole('region', { name: 'Suggestions' })).getByRole('button', { name: 'Topics' }));
    panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(panel).queryByRole('region', { name: 'Agents' })).toBeNull();
    expect(within(panel).getByRole('region', { name: 'Score' })).toBeTruthy();
  });
});
