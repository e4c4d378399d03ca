import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import {
  ANN,
  commentRoutes,
  storedComment,
} from '../../../react/src/annotation/comments/testing/commentsApi';
import { createFakeApi } from '../../../react/src/testing/createFakeApi';
import { defineElement } from '../base/defineElement';
import { ElementStory, shadowText } from '../testing/ElementStory';
import { RecordCommentsElement } from './RecordCommentsElement';

defineElement(RecordCommentsElement);

// The element as a page uses it: an annotator's key, and a `fetch` property over the stories' fake API.
const api = createFakeApi(
  commentRoutes(ANN, [storedComment('c1', ANN, 'Is this **sarcasm**? @rita, have a look.')]),
);

const meta = {
  title: 'Elements/Record comments',
  component: ElementStory,
} satisfies Meta<typeof ElementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RecordComments: Story = {
  args: {
    tag: 'mg-record-comments',
    attributes: { 'dataset-id': 'ds', 'record-id': 'r1', 'api-key': 'key', locale: 'en', theme: 'light' },
    fetch: api.fetch,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowText(canvasElement, 'mg-record-comments')).toContain('have a look'));
  },
};
