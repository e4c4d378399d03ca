import { DatasetSettings } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

/** `<mg-dataset-settings dataset-id="…">`: a dataset's settings, or its read-only info for annotators. */
export class DatasetSettingsElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-dataset-settings',
    className: 'DatasetSettingsElement',
    summary:
      'A dataset’s settings: general, fields, questions, metadata, vectors and the danger zone for administrators and owners; the read-only dataset info and guidelines for annotators.',
    loads: ['/datasets/*'],
    attributes: {
      datasetId: {
        attribute: 'dataset-id',
        type: 'string',
        reflect: true,
        description: 'The dataset to configure.',
      },
    },
    properties: {},
    events: {
      'mg-dataset-deleted': {
        detail: '{ datasetId: string }',
        description: 'The dataset was deleted from the danger zone.',
      },
    },
    parts: { settings: 'The settings page.' },
  });

  protected renderView({ datasetId }: ElementValues): unknown {
    if (typeof datasetId !== 'string' || datasetId === '') return null;
    return (
      <DatasetSettings
        key={datasetId}
        datasetId={datasetId}
        onDeleted={() => void this.emit('mg-dataset-deleted', { datasetId })}
      />
    );
  }
}
