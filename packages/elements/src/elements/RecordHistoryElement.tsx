import { RecordHistory } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

/** `<mg-record-history record-id="…">`: a record's history, every answer change with who and when. */
export class RecordHistoryElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-record-history',
    className: 'RecordHistoryElement',
    summary:
      'A record’s history for the members of its workspace: each answer’s changes on one line with who and when (“Alice submitted ‘positive’ · 3 days ago · changed to ‘neutral’ by Bob (review)”), then the changes to the record, its suggestions and its review.',
    loads: ['/records/*/history'],
    attributes: {
      recordId: {
        attribute: 'record-id',
        type: 'string',
        reflect: true,
        description: 'The record whose history to show.',
      },
      revision: {
        attribute: 'revision',
        type: 'string',
        reflect: true,
        description: 'Reads the history again whenever it changes (e.g. after the host saved an answer).',
      },
    },
    properties: {},
    events: {},
    parts: { 'record-history': 'The history panel.' },
  });

  protected renderView({ recordId, revision }: ElementValues): unknown {
    if (typeof recordId !== 'string' || recordId === '') return null;
    return (
      <RecordHistory
        key={recordId}
        recordId={recordId}
        revision={typeof revision === 'string' ? revision : ''}
      />
    );
  }
}
