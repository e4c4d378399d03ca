import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import { DATASET_ID } from '../../../react/src/testing/annotationFixtures';
import { numberedRecords, viewApi } from '../../../react/src/testing/annotationViewApi';
import { createFakeApi, ok } from '../../../react/src/testing/createFakeApi';
import { defineElement } from '../base/defineElement';
import { ElementStory, shadowText } from '../testing/ElementStory';
import { AnnotationViewElement } from './AnnotationViewElement';
import { ProgressElement } from './ProgressElement';
import { SignInElement } from './SignInElement';

defineElement(ProgressElement);
defineElement(SignInElement);
defineElement(AnnotationViewElement);

// The custom elements as a page uses them: attributes, plus a `fetch` property over the stories' fake API.
const api = createFakeApi({
  'GET /v1/me': ok({ id: 'u1', username: 'ann', first_name: 'Ann', role: 'annotator', api_key: 'k' }),
  'GET /v1/me/datasets/:id/metrics': ok({
    responses: { total: 120, submitted: 30, discarded: 5, draft: 3, pending: 82 },
  }),
  'GET /v1/datasets/:id/progress': ok({ total: 120, completed: 45, pending: 75, users: [] }),
});

/** The annotation view's fake servers: a dataset of three records, and one whose search finds nothing. */
const annotationApis = { full: viewApi({ records: numberedRecords(3) }), empty: viewApi({ records: [] }) };

const meta = {
  title: 'Elements/Custom elements',
  component: ElementStory,
} satisfies Meta<typeof ElementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Progress: Story = {
  args: {
    tag: 'mg-progress',
    attributes: { 'dataset-id': 'd1', 'api-key': 'k', locale: 'en', theme: 'light' },
    fetch: api.fetch,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(shadowText(canvasElement, 'mg-progress')).toContain('38 of 120 records answered'),
    );
  },
};

export const ProgressDarkGerman: Story = {
  args: {
    tag: 'mg-progress',
    attributes: { 'dataset-id': 'd1', 'api-key': 'k', locale: 'de', theme: 'dark' },
    fetch: api.fetch,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowText(canvasElement, 'mg-progress')).toContain('38 von 120'));
  },
};

export const SignIn: Story = {
  args: { tag: 'mg-sign-in', attributes: { locale: 'en' }, fetch: api.fetch },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowText(canvasElement, 'mg-sign-in')).toContain('Sign in'));
  },
};

export const AnnotationView: Story = {
  args: {
    tag: 'mg-annotation-view',
    attributes: {
      'dataset-id': DATASET_ID,
      'api-key': 'k',
      locale: 'en',
      theme: 'light',
      style: 'height: 720px',
    },
    fetch: annotationApis.full.fetch,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowText(canvasElement, 'mg-annotation-view')).toContain('Record number 1'));
  },
};

/** A `record-id` that is not a record of the dataset: the element says so (and fires `mg-error`). */
export const AnnotationViewRecordNotFound: Story = {
  args: {
    tag: 'mg-annotation-view',
    attributes: {
      'dataset-id': DATASET_ID,
      'record-id': 'no-such-record',
      'api-key': 'k',
      locale: 'en',
      theme: 'light',
    },
    fetch: annotationApis.empty.fetch,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(shadowText(canvasElement, 'mg-annotation-view')).toContain(
        'Record no-such-record was not found in this dataset',
      ),
    );
  },
};
