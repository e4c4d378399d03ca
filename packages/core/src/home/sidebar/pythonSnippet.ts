/** What the import-from-Python snippet is written for. */
export interface PythonSnippetOptions {
  /** The server's origin as the SDK reaches it, e.g. `https://annotate.example.org`. */
  apiUrl: string;
  /** The signed-in user's API key; a placeholder when unknown. */
  apiKey?: string | null;
}

/**
 * The Python SDK code that creates a dataset on this server and logs records into it, shown in the
 * import-from-Python dialog.
 *
 * @example
 * pythonLogRecordsSnippet({ apiUrl: location.origin, apiKey: user.apiKey });
 */
export function pythonLogRecordsSnippet({ apiUrl, apiKey }: PythonSnippetOptions): string {
  return [
    'import argilla as rg',
    '',
    `client = rg.Argilla(api_url="${apiUrl}", api_key="${apiKey || '<your api key>'}")`,
    '',
    'settings = rg.Settings(',
    '    fields=[rg.TextField(name="text")],',
    '    questions=[rg.LabelQuestion(name="sentiment", labels=["positive", "negative"])],',
    ')',
    'dataset = rg.Dataset(name="my_dataset", settings=settings, client=client)',
    'dataset.create()',
    '',
    'dataset.records.log([',
    '    {"text": "I loved this movie!"},',
    '    {"text": "The plot made no sense."},',
    '])',
  ].join('\n');
}
