import { DatasetProgressView } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

/** `<mg-progress dataset-id="…">`: the user's and the team's progress on a dataset. */
export class ProgressElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-progress',
    className: 'ProgressElement',
    summary:
      'A dataset’s progress: my submitted, discarded, draft and pending records, and the team’s completed records.',
    loads: ['/me/datasets/*/metrics'],
    attributes: {
      datasetId: {
        attribute: 'dataset-id',
        type: 'string',
        reflect: true,
        description: 'The dataset to show.',
      },
      refreshSeconds: {
        attribute: 'refresh-seconds',
        type: 'number',
        description: 'Reads the numbers again every this many seconds; once when absent.',
      },
    },
    properties: {},
    events: {},
    parts: { progress: 'The progress panel.' },
  });

  protected renderView({ datasetId, refreshSeconds }: ElementValues): unknown {
    if (typeof datasetId !== 'string' || datasetId === '') return null;
    const seconds = typeof refreshSeconds === 'number' && refreshSeconds > 0 ? refreshSeconds : 0;
    return <DatasetProgressView key={datasetId} datasetId={datasetId} refreshMs={seconds * 1_000} />;
  }
}
