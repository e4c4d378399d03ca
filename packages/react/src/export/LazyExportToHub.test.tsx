import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { LazyExportToHub } from './LazyExportToHub';

// The export's chunk cannot be fetched (the connection dropped just after the page opened).
vi.mock('./ExportToHub', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ExportToHub-1a2b.js');
});

describe('LazyExportToHub', () => {
  it('keeps the disabled export button, and throws nothing to the error boundary, when its code fails to load', async () => {
    renderWithMarginalia(<LazyExportToHub datasetId="d-1" />, { fetch: createFakeApi({}).fetch });
    expect((screen.getByRole('button', { name: 'Export to Hub' }) as HTMLButtonElement).disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((screen.getByRole('button', { name: 'Export to Hub' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
