import { describe, expect, it } from 'vitest';
import searchFixture from '../testing/fixtures/search-metrics-workspaces.json';
import { buildSearchRequest, type SearchRequestContext } from './buildSearchRequest';
import { createRecordCriteriaStore } from './createRecordCriteriaStore';
import { criteriaFlags } from './criteriaFlags';
import { parseCriteriaFromUrl, serializeCriteriaToUrl } from './criteriaUrl';
import { defaultRecordCriteria, type RecordCriteria } from './RecordCriteria';
import { changeReviewStatusFilter, offersReviewStatusFilter } from './reviewStatusFilter';
import { parseReviewStatusParam } from './reviewStatusUrlParam';
import { selectCanReset } from './criteriaReset';

const context: SearchRequestContext = {
  questions: [{ name: 'rating' }, { name: 'label' }, { name: 'topics' }],
  metadataProperties: [{ name: 'model-name' }],
};
const recordId = { entity: 'record', property: 'id' };
const criteriaWith = (part: Partial<RecordCriteria>): RecordCriteria => ({
  ...defaultRecordCriteria(),
  ...part,
});

describe('review-status filter in the URL (docs/review-and-agreement.md)', () => {
  it('reads review=pending|accepted|rejected|unreviewed and nothing else', () => {
    expect(
      ['pending', 'accepted', 'rejected', 'unreviewed', 'done', '', null].map(parseReviewStatusParam),
    ).toEqual(['pending', 'accepted', 'rejected', 'unreviewed', null, null, null]);
    expect(parseCriteriaFromUrl(new URLSearchParams('status=submitted&review=accepted'))).toEqual(
      criteriaWith({ status: 'submitted', reviewStatus: 'accepted' }),
    );
    expect(parseCriteriaFromUrl(new URLSearchParams('review=ACCEPTED'))).toEqual(defaultRecordCriteria());
  });

  it('writes the parameter after the sort, only when filtering', () => {
    const criteria = criteriaWith({
      reviewStatus: 'rejected',
      sortBy: [{ entity: 'record', name: 'inserted_at', order: 'asc' }],
    });
    expect(serializeCriteriaToUrl(criteria).toString()).toBe(
      'page=1&status=pending&sort=record.inserted_at.asc&review=rejected',
    );
    expect(serializeCriteriaToUrl(defaultRecordCriteria()).has('review')).toBe(false);
    expect(parseCriteriaFromUrl(serializeCriteriaToUrl(criteria))).toEqual(criteria);
  });
});

describe('review-status filter in the criteria store', () => {
  it('is set, committed, counted as a filter (chip and "no records found"), and cleared by reset', () => {
    const store = createRecordCriteriaStore({ datasetId: 'd' });
    const state = () => store.getState();
    state().setReviewStatus('accepted');
    expect(state().committed.reviewStatus).toBeNull();
    state().commit();
    expect(state().committed.reviewStatus).toBe('accepted');
    expect(criteriaFlags(state().committed)).toMatchObject({
      isFilteredByReviewStatus: true,
      isFiltered: true,
    });
    expect(selectCanReset(state())).toBe(true);
    state().reset();
    expect(state().draft.reviewStatus).toBeNull();
    state().commit();
    expect(criteriaFlags(state().committed).isFiltered).toBe(false);
    expect(selectCanReset(state())).toBe(false);
  });

  it('is applied at once from the toolbar, and stopped with null', () => {
    const store = createRecordCriteriaStore({ datasetId: 'd' });
    changeReviewStatusFilter(store, 'unreviewed');
    expect(store.getState().committed.reviewStatus).toBe('unreviewed');
    changeReviewStatusFilter(store, null);
    expect(store.getState().committed.reviewStatus).toBeNull();
  });

  it('is offered on datasets with review: the caller reviews, or a record was accepted or rejected', () => {
    const summary = { can_review: false, accepted: 0, rejected: 0 };
    expect(offersReviewStatusFilter(summary)).toBe(false);
    expect(offersReviewStatusFilter({ ...summary, can_review: true })).toBe(true);
    expect(offersReviewStatusFilter({ ...summary, accepted: 1 })).toBe(true);
    expect(offersReviewStatusFilter({ ...summary, rejected: 2 })).toBe(true);
    expect(offersReviewStatusFilter(null)).toBe(false);
  });
});

describe('review-status filter in the search request', () => {
  it("searches the filter's records with the wire's own record-id terms filter, adding no key", () => {
    const criteria = criteriaWith({ status: 'submitted', reviewStatus: 'accepted' });
    const { body } = buildSearchRequest(criteria, { ...context, reviewRecordIds: ['r1', 'r7'] });
    expect(body.filters?.and).toEqual([
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['submitted'] },
      { type: 'terms', scope: recordId, values: ['r1', 'r7'] },
    ]);
    expect(Object.keys(body)).toEqual(['query', 'filters']);
  });

  it('matches nothing (the nil id) when no record has the status', () => {
    const { body } = buildSearchRequest(criteriaWith({ reviewStatus: 'rejected' }), {
      ...context,
      reviewRecordIds: [],
    });
    expect(body.filters?.and.at(-1)).toEqual({
      type: 'terms',
      scope: recordId,
      values: ['00000000-0000-0000-0000-000000000000'],
    });
  });

  it('adds nothing without the filter, whatever ids the context holds', () => {
    const { body } = buildSearchRequest(defaultRecordCriteria(), { ...context, reviewRecordIds: ['r1'] });
    expect(body).toEqual(searchFixture.expectedSearchRequestBodies['pending queue, no filters']);
  });
});
