import { describe, expect, it } from 'vitest';
import { importDataSnippet } from './importDataSnippet';

describe('importDataSnippet', () => {
  it('logs records into the named dataset of the workspace with the user key', () => {
    const code = importDataSnippet({
      apiUrl: 'https://annotate.example.org',
      apiKey: 'owner.apikey',
      datasetName: 'product-reviews',
      workspaceName: 'argilla',
    });
    expect(code).toContain('client = rg.Argilla(api_url="https://annotate.example.org", api_key="owner.apikey")');
    expect(code).toContain('dataset = client.datasets(name="product-reviews", workspace="argilla")');
    expect(code).toContain('dataset.records.log([');
  });

  it('uses a placeholder without a key and escapes quotes in names', () => {
    const code = importDataSnippet({ apiUrl: 'http://x', apiKey: null, datasetName: 'say "hi"', workspaceName: null });
    expect(code).toContain('api_key="<your api key>"');
    expect(code).toContain('client.datasets(name="say \\"hi\\"")');
  });
});
