/** What the annotation header's import-data snippet is written for. */
export interface ImportDataSnippetOptions {
  /** The server's origin as the Python SDK reaches it. */
  apiUrl: string;
  /** The signed-in user's API key; a placeholder when unknown. */
  apiKey: string | null;
  datasetName: string;
  workspaceName: string | null;
}

const quoted = (text: string) => JSON.stringify(text);

/**
 * The Python SDK code that adds records to this dataset, shown to administrators and owners in the annotation
 * header.
 *
 * @example
 * importDataSnippet({ apiUrl: location.origin, apiKey: user.apiKey, datasetName: 'reviews', workspaceName: 'team' });
 */
export function importDataSnippet({ apiUrl, apiKey, datasetName, workspaceName }: ImportDataSnippetOptions): string {
  const workspace = workspaceName ? `, workspace=${quoted(workspaceName)}` : '';
  return [
    'import argilla as rg',
    '',
    `client = rg.Argilla(api_url=${quoted(apiUrl)}, api_key=${quoted(apiKey || '<your api key>')})`,
    `dataset = client.datasets(name=${quoted(datasetName)}${workspace})`,
    '',
    '# Each record maps field names to values; see the dataset settings for its fields.',
    'dataset.records.log([',
    '    {"text": "A new record to annotate"},',
    '])',
  ].join('\n');
}
