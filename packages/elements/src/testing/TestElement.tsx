import { useSession } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

/** A small element over the real base class, for the base class's tests. */
export class TestElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-test',
    className: 'TestElement',
    summary: 'Shows its values.',
    requiresUser: false,
    attributes: {
      datasetId: {
        attribute: 'dataset-id',
        type: 'string',
        reflect: true,
        description: 'A reflected value.',
      },
      pageSize: { attribute: 'page-size', type: 'number', description: 'A number.' },
      compact: { attribute: 'compact', type: 'boolean', description: 'A flag.' },
    },
    properties: { options: { type: 'object', description: 'A rich value.' } },
    events: {},
    parts: {},
  });

  protected renderView(values: ElementValues): unknown {
    return <Values values={values} />;
  }
}

function Values({ values }: { values: ElementValues }) {
  const user = useSession((state) => state.user);
  return (
    <output aria-label="values">
      {JSON.stringify({
        ...values,
        fetch: undefined,
        tokenProvider: undefined,
        user: user?.username ?? null,
      })}
    </output>
  );
}
