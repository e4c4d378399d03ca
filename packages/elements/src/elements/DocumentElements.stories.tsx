import type { Meta, StoryObj } from '@storybook/react';
import { createFakeApi, ok } from '../../../react/src/testing/createFakeApi';
import { wireUser } from '../../../react/src/testing/wireFixtures';
import { defineElement } from '../base/defineElement';
import { ElementStory, expectShown } from '../testing/ElementStory';
import { DocumentViewerElement } from './DocumentViewerElement';
import { ReferenceTableElement } from './ReferenceTableElement';

defineElement(ReferenceTableElement);
defineElement(DocumentViewerElement);

// The elements of a paper's record: the reference table (its grid loads on demand) and the document viewer.
const server = createFakeApi({ 'GET /v1/me': ok(wireUser({ api_key: 'story.apikey' })) });
const signedIn = { 'api-key': 'story.apikey', locale: 'en', theme: 'light' };
const outcomes = {
  schema: { fields: [{ name: 'Outcome_ID', type: 'integer' }, { name: 'arm', type: 'string' }], primaryKey: ['Outcome_ID'] },
  data: [{ Outcome_ID: 1, arm: 'drug' }, { Outcome_ID: 2, arm: 'placebo' }],
};

const meta = {
  title: 'Elements/Document elements',
  component: ElementStory,
} satisfies Meta<typeof ElementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReferenceTable: Story = {
  args: {
    tag: 'mg-reference-table',
    attributes: { ...signedIn, label: 'Outcomes' },
    fetch: server.fetch,
    properties: { value: outcomes },
  },
  // The toolbar of the grid's chunk (the grid's cells need a browser's layout to show).
  play: ({ canvasElement }) => expectShown(canvasElement, 'mg-reference-table', 'Add Row', 'table'),
};

/** A pmid the server does not know: the viewer says so (the PDF itself needs a browser's canvas). */
export const DocumentViewerNotFound: Story = {
  args: { tag: 'mg-document-viewer', attributes: { ...signedIn, pmid: '404' }, fetch: server.fetch },
  play: ({ canvasElement }) =>
    expectShown(canvasElement, 'mg-document-viewer', 'Error fetching document with pmid "404"', 'document-viewer'),
};
