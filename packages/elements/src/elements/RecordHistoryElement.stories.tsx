import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import { HISTORY_NOW, RECORD_HISTORY } from '../../../react/src/history/testing/historyFixtures';
import { createFakeApi, ok } from '../../../react/src/testing/createFakeApi';
import { defineElement } from '../base/defineElement';
import { ElementStory, shadowText } from '../testing/ElementStory';
import { RecordHistoryElement } from './RecordHistoryElement';

defineElement(RecordHistoryElement);

// The record history as a page embeds it: a member's key, and a `fetch` property over the stories' fake API. The
// fixture's times are counted from now, so the story reads the lines, not the ages.
const api = createFakeApi({
  'GET /v1/me': ok({
    id: 'u-alice',
    username: 'Alice',
    first_name: 'Alice',
    role: 'annotator',
    api_key: 'k',
  }),
  'GET /v1/records/r1/history': ok({ items: RECORD_HISTORY }),
});

const meta = {
  title: 'Elements/Record history',
  component: ElementStory,
} satisfies Meta<typeof ElementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RecordHistory: Story = {
  args: {
    tag: 'mg-record-history',
    attributes: { 'record-id': 'r1', 'api-key': 'k', locale: 'en', theme: 'light' },
    fetch: api.fetch,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(shadowText(canvasElement, 'mg-record-history')).toContain("Alice submitted 'positive'"),
    );
    expect(HISTORY_NOW).toBeGreaterThan(0);
    expect(shadowText(canvasElement, 'mg-record-history')).toContain("changed to 'neutral' by Bob (review)");
  },
};
