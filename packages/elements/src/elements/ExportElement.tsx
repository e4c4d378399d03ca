import { ExportToHub } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

/** `<mg-export dataset-id="…">`: the export of a dataset to the hub. */
export class ExportElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-export',
    className: 'ExportElement',
    summary:
      'The export of a dataset to the hub: the form (organisation or user, dataset name, token, private) and the running export, followed every 3 s until a notification says “Dataset exported to Hub” or “Export failed”. The running job is kept in `localStorage`.',
    loads: ['/jobs/*'],
    attributes: {
      datasetId: {
        attribute: 'dataset-id',
        type: 'string',
        reflect: true,
        description: 'The dataset to export.',
      },
    },
    properties: {},
    events: {},
    parts: { export: 'The export button with its dialog (the form, or the running export).' },
  });

  protected renderView({ datasetId }: ElementValues): unknown {
    if (typeof datasetId !== 'string' || datasetId === '') return null;
    return <ExportToHub key={datasetId} datasetId={datasetId} />;
  }
}
