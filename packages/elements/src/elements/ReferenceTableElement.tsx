import { useMemo } from 'react';
import { LazyReferenceTable, createSchemaLoader, useMarginaliaContext, type TableValue } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

/** `<mg-reference-table>`: a table JSON value checked against its schema, edited or read. */
export class ReferenceTableElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-reference-table',
    className: 'ReferenceTableElement',
    summary:
      'A reference table: table JSON drawn as a grid, checked against its schema file and version, with the toolbar and the column, row and group menus.',
    loads: ['/file/*/schemas/*'],
    attributes: {
      workspace: {
        attribute: 'workspace',
        type: 'string',
        description: 'The workspace whose schema files the table is checked against (none: only an inline schema).',
      },
      readonly: { attribute: 'readonly', type: 'boolean', description: 'Shows the table without editing.' },
      label: { attribute: 'label', type: 'string', description: 'The accessible name of the table.' },
    },
    properties: {
      value: {
        type: 'TableValue | string | null',
        description: 'The table JSON (object or text); after each edit it holds the new table.',
      },
    },
    events: {
      'mg-table-change': { detail: '{ value: TableValue | null }', description: 'The table changed (null: it was deleted).' },
    },
    parts: { table: 'The reference table with its toolbar.' },
  });

  protected renderView({ workspace, readonly, label, value }: ElementValues): unknown {
    return (
      <ReferenceTableView
        workspace={typeof workspace === 'string' && workspace !== '' ? workspace : null}
        editable={readonly !== true}
        label={typeof label === 'string' && label !== '' ? label : 'Table'}
        value={value ?? null}
        onChange={(next) => {
          this.setValue('value', next);
          this.emit('mg-table-change', { value: next });
        }}
      />
    );
  }
}

interface ReferenceTableViewProps {
  workspace: string | null;
  editable: boolean;
  label: string;
  value: unknown;
  onChange(value: TableValue | null): void;
}

function ReferenceTableView({ workspace, editable, label, value, onChange }: ReferenceTableViewProps) {
  const { sdk } = useMarginaliaContext();
  const loadSchema = useMemo(() => (workspace ? createSchemaLoader(sdk.client, workspace) : undefined), [sdk, workspace]);
  return (
    <div part="table">
      <LazyReferenceTable value={value} onChange={onChange} editable={editable} label={label} loadSchema={loadSchema} />
    </div>
  );
}
