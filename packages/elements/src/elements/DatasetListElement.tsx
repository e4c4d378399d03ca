import { DatasetList } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement } from '../base/MarginaliaElement';

/** `<mg-dataset-list>`: the datasets the user (or the API key) may annotate. */
export class DatasetListElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-dataset-list',
    className: 'DatasetListElement',
    summary:
      'The datasets the signed-in user (or the API key’s user) may annotate, with workspace filter, sort and search. Opening a dataset fires `mg-navigate`.',
    loads: ['/me/datasets', '/me/workspaces'],
    attributes: {},
    properties: {},
    events: {},
    parts: { 'dataset-list': 'The list with its header and cards.' },
  });

  protected renderView(): unknown {
    return <DatasetList />;
  }
}
