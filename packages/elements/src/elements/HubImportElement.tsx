import { HubImport } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement } from '../base/MarginaliaElement';

/** `<mg-hub-import>`: the import-from-hub form. */
export class HubImportElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-hub-import',
    className: 'HubImportElement',
    summary:
      'Import from the hub: a repository id form that looks the repository up on the hub the server names and, when it is readable, fires `mg-navigate` to its preview; otherwise it says “Dataset not found or available on Hugging Face”.',
    attributes: {},
    properties: {},
    events: {},
    parts: { 'hub-import': 'The import form: the repository id, its examples and the import button.' },
  });

  protected renderView(): unknown {
    return <HubImport />;
  }
}
