import { RecordComments } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

/** `<mg-record-comments dataset-id="…" record-id="…">`: the discussion of one record. */
export class RecordCommentsElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-record-comments',
    className: 'RecordCommentsElement',
    summary:
      'The comments of one record: the discussion oldest first with each body rendered from markdown (sanitised), a box for a new comment where `@username` mentions a workspace member, and edit, resolve and delete where the user may.',
    loads: ['/records/*/comments'],
    attributes: {
      datasetId: {
        attribute: 'dataset-id',
        type: 'string',
        reflect: true,
        description: 'The dataset of the record (who may resolve: its reviewers, admins and owners).',
      },
      recordId: {
        attribute: 'record-id',
        type: 'string',
        reflect: true,
        description: 'The record whose comments show.',
      },
    },
    properties: {},
    events: {},
    parts: { comments: 'The discussion with the box for a new comment.' },
  });

  protected renderView({ datasetId, recordId }: ElementValues): unknown {
    if (typeof datasetId !== 'string' || datasetId === '') return null;
    if (typeof recordId !== 'string' || recordId === '') return null;
    return <RecordComments key={datasetId} datasetId={datasetId} recordId={recordId} />;
  }
}
