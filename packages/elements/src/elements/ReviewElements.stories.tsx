import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import { AGREEMENT_FIXTURE } from '../../../react/src/agreement/testing/agreementFixtures';
import { reviewRoutes } from '../../../react/src/review/testing/reviewApi';
import { createFakeApi, ok } from '../../../react/src/testing/createFakeApi';
import { defineElement } from '../base/defineElement';
import { ElementStory, shadowText } from '../testing/ElementStory';
import { AgreementElement } from './AgreementElement';
import { ReviewElement } from './ReviewElement';

defineElement(ReviewElement);
defineElement(AgreementElement);

// The review elements as a page uses them: a reviewer's key, and a `fetch` property over the stories' fake API.
const api = createFakeApi({
  'GET /v1/me': ok({ id: 'u-rev', username: 'rev', first_name: 'Rev', role: 'owner', api_key: 'k' }),
  ...reviewRoutes(),
  'GET /v1/datasets/ds/agreement': ok(AGREEMENT_FIXTURE),
});

const meta = {
  title: 'Elements/Review elements',
  component: ElementStory,
} satisfies Meta<typeof ElementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {
  args: {
    tag: 'mg-review',
    attributes: { 'dataset-id': 'ds', 'api-key': 'k', locale: 'en', theme: 'light', style: 'height: 720px' },
    fetch: api.fetch,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowText(canvasElement, 'mg-review')).toContain('Annotators disagree'));
  },
};

export const Agreement: Story = {
  args: {
    tag: 'mg-agreement',
    attributes: { 'dataset-id': 'ds', 'api-key': 'k', locale: 'en', theme: 'dark' },
    fetch: api.fetch,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowText(canvasElement, 'mg-agreement')).toContain('0.743'));
  },
};
