import { describe, expect, it } from 'vitest';
import { pythonLogRecordsSnippet } from './pythonSnippet';

describe('pythonLogRecordsSnippet', () => {
  it('connects the SDK to this server with the user’s key and logs records', () => {
    const code = pythonLogRecordsSnippet({ apiUrl: 'http://127.0.0.1:6915', apiKey: 'owner.apikey' });
    expect(code).toContain('import argilla as rg');
    expect(code).toContain('rg.Argilla(api_url="http://127.0.0.1:6915", api_key="owner.apikey")');
    expect(code).toContain('dataset.create()');
    expect(code).toContain('dataset.records.log([');
  });

  it('uses a placeholder without a key', () => {
    expect(pythonLogRecordsSnippet({ apiUrl: 'https://x.org' })).toContain('api_key="<your api key>"');
  });
});
