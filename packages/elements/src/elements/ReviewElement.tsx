import { ReviewView } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

/** `<mg-review dataset-id="…">`: a reviewer's queue of a dataset, every annotator's answers side by side. */
export class ReviewElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-review',
    className: 'ReviewElement',
    summary:
      'A dataset’s review for its reviewers: records with enough submitted answers, most disagreement first; per question every annotator’s answer side by side; pick or edit the gold answer; accept, send back with a comment, or accept the unanimous records of a page.',
    loads: ['/datasets/*/review/summary'],
    attributes: {
      datasetId: {
        attribute: 'dataset-id',
        type: 'string',
        reflect: true,
        description: 'The dataset to review.',
      },
      pageSize: {
        attribute: 'page-size',
        type: 'number',
        description: 'Records per page of the review queue (default 20).',
      },
    },
    properties: {},
    events: {},
    parts: {
      review: 'The whole review.',
      'review-toolbar': 'The queue’s filter, order, position and bulk accept.',
      'review-record': 'The record under review with its fields.',
      'review-decision': 'Accept, send back with a comment, and the shortcut hints.',
    },
    cssProperties: {
      '--mg-review-span': 'The highlight of an annotator’s span in the review (default a light yellow).',
    },
  });

  protected renderView({ datasetId, pageSize }: ElementValues): unknown {
    if (typeof datasetId !== 'string' || datasetId === '') return null;
    const size = typeof pageSize === 'number' && pageSize > 0 ? pageSize : undefined;
    return <ReviewView key={datasetId} datasetId={datasetId} pageSize={size} />;
  }
}
