import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATASET_ID } from '../../../react/src/testing/annotationFixtures';
import { numberedRecords, viewApi } from '../../../react/src/testing/annotationViewApi';
import { defineElement } from '../base/defineElement';
import type { MarginaliaErrorDetail } from '../base/MarginaliaEvents';
import { AnnotationViewElement } from './AnnotationViewElement';
import { FIRST_LOAD } from '../testing/firstLoad';

defineElement(AnnotationViewElement);

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

function mount(records: ReturnType<typeof numberedRecords>, attributes: Record<string, string>) {
  const api = viewApi({ records });
  const element = document.createElement('mg-annotation-view');
  for (const [name, value] of Object.entries({ 'api-key': 'k', locale: 'en', 'dataset-id': DATASET_ID, ...attributes }))
    element.setAttribute(name, value);
  Object.assign(element, { fetch: api.fetch });
  const errors: MarginaliaErrorDetail[] = [];
  const ready = vi.fn();
  element.addEventListener('mg-error', (event) => errors.push(event.detail));
  element.addEventListener('mg-ready', ready);
  document.body.appendChild(element);
  return { element, errors, ready, api };
}

const text = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

afterEach(() => document.body.replaceChildren());

// The first mount loads the whole view (seconds on a busy machine).
describe('mg-annotation-view with a record-id', { timeout: 30_000 }, () => {
  it('an unknown record id shows "record not found" and fires mg-error with a typed detail, once', async () => {
    const { element, errors, ready } = mount([], { 'record-id': UNKNOWN });
    await vi.waitFor(
      () => expect(text(element)).toContain(`Record ${UNKNOWN} was not found in this dataset`),
      FIRST_LOAD,
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toEqual({
      status: 404,
      key: 'recordNotFound',
      message: `Record ${UNKNOWN} was not found in this dataset`,
      retrying: false,
      datasetId: DATASET_ID,
      recordId: UNKNOWN,
    });
    expect(ready).toHaveBeenCalledTimes(1);
    // Not the queue's usual empty message.
    expect(text(element)).not.toContain('no records');
  });

  it('in German, the message and the event are in the element\'s locale', async () => {
    const { element, errors } = mount([], { 'record-id': UNKNOWN, locale: 'de' });
    await vi.waitFor(() => expect(errors).toHaveLength(1), FIRST_LOAD);
    expect(errors[0]!.message).toBe(`Der Eintrag ${UNKNOWN} wurde in diesem Datensatz nicht gefunden`);
    expect(text(element)).toContain(errors[0]!.message);
  });

  it('an empty dataset without a record id shows its usual message and fires no mg-error', async () => {
    const { element, errors, ready } = mount([], {});
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1), FIRST_LOAD);
    await vi.waitFor(() => expect(text(element)).toMatch(/no records yet/i));
    expect(errors).toEqual([]);
  });

  it('an unknown dataset-id shows the spec\'s message and fires mg-error with its 404, once', async () => {
    const unknownDataset = '00000000-0000-4000-8000-0000000dead0';
    const { element, errors } = mount(numberedRecords(2), { 'dataset-id': unknownDataset });
    const message = `Can't get dataset info for dataset_id: ${unknownDataset}`;
    await vi.waitFor(() => expect(errors).toHaveLength(1), FIRST_LOAD);
    expect(errors[0]).toEqual({
      status: 404,
      key: 'errors.datasetInfo',
      message,
      retrying: false,
      datasetId: unknownDataset,
    });
    await vi.waitFor(() => expect(text(element)).toContain(message));
  });

  it('a dataset that shows its records fires no mg-error', async () => {
    const { element, errors, ready } = mount(numberedRecords(2), {});
    await vi.waitFor(() => expect(text(element)).toContain('Record number 1'), FIRST_LOAD);
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(errors).toEqual([]);
  });
});
