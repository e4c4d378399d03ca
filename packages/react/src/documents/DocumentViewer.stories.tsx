import type { Meta, StoryObj } from '@storybook/react';
import { recordDocument } from '@marginalia/core';
import { expect, waitFor, within } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, storyServer } from '../testing/stories';
import { DocumentViewer } from './DocumentViewer';
import { createFakePdfRenderer } from './testing/createFakePdfRenderer';

const DOC_ID = 'c0ffee00-0000-4000-8000-000000000001';
const WORKSPACE_ID = '9b0a7bde-0e0e-4d2d-9a3c-4f6f8f4f1a01';
const ok = (body: unknown) => ({ status: 200, body });
const paper = {
  id: DOC_ID,
  workspace_id: WORKSPACE_ID,
  url: `/api/v1/file/team/pdf/${DOC_ID}`,
  file_name: 'smith2020-dosing-trial.pdf',
  reference: 'smith2020',
  pmid: '31452104',
  doi: null,
  inserted_at: '2024-05-01T10:22:33',
  updated_at: '2024-05-01T10:22:33',
};
const routes = {
  'GET /v1/documents/by-pmid/31452104': ok(paper),
  [`GET /v1/workspaces/${WORKSPACE_ID}`]: ok({ id: WORKSPACE_ID, name: 'team' }),
  'GET /v1/models/segments/': ok({
    items: [
      { doc_id: DOC_ID, header: 'Abstract', page_number: 1, type: 'text' },
      { doc_id: DOC_ID, header: 'Methods', page_number: 2, type: 'text' },
      { doc_id: DOC_ID, header: 'Table 1. Doses by arm', page_number: 3, type: 'table' },
      { doc_id: DOC_ID, header: null, page_number: 4, type: 'figure' },
    ],
  }),
};
const pages = ['Abstract: a dosing trial', 'Methods: placebo and 5 mg arms', 'Table 1. Doses by arm', 'Figure 1'];

const meta = {
  title: 'Documents/DocumentViewer',
  component: DocumentViewer,
  args: {
    target: recordDocument({ pmid: '31452104' }),
    renderer: createFakePdfRenderer(pages).renderer,
    syncUrlHash: false,
    searchTerm: 'placebo',
  },
  parameters: { marginalia: { server: () => storyServer(routes) } },
  render: (args) => (
    <div style={{ height: 560 }}>
      <DocumentViewer {...args} />
    </div>
  ),
} satisfies Meta<typeof DocumentViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const viewer = canvas.getByRole('region', { name: 'Document' });
    await waitFor(() => expect(within(viewer).getByText('Page 1 of 4')).toBeTruthy());
    expect(within(viewer).getByRole('heading', { name: 'smith2020-dosing-trial.pdf' })).toBeTruthy();
    const outline = within(viewer).getByRole('navigation', { name: 'Outline' });
    expect(within(outline).getAllByRole('button')).toHaveLength(4);
    expect(within(outline).getByText('Figure')).toBeTruthy();
  },
};

export const NotFound: Story = {
  args: { target: recordDocument({ pmid: '404' }) },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').textContent).toBe('Error fetching document with pmid "404"'));
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
