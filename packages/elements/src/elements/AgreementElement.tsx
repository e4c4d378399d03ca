import { AgreementPanel } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

/** `<mg-agreement dataset-id="…">`: a dataset's inter-annotator agreement, for its reviewers. */
export class AgreementElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-agreement',
    className: 'AgreementElement',
    summary:
      'A dataset’s inter-annotator agreement for its reviewers: per question each metric (Krippendorff’s alpha, Fleiss’ kappa, percent agreement, F1, exact match) with its interpretation band, and per annotator the agreement with the others and with the review.',
    loads: ['/datasets/*/agreement'],
    attributes: {
      datasetId: {
        attribute: 'dataset-id',
        type: 'string',
        reflect: true,
        description: 'The dataset whose agreement to show.',
      },
    },
    properties: {},
    events: {},
    parts: { agreement: 'The agreement panel.' },
  });

  protected renderView({ datasetId }: ElementValues): unknown {
    if (typeof datasetId !== 'string' || datasetId === '') return null;
    return <AgreementPanel key={datasetId} datasetId={datasetId} />;
  }
}
