import { useMemo } from 'react';
import type { Field } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useScopedStyles } from '../../styles/useScopedStyles';
import { parseTableJson } from '@marginalia/core';
import { FieldTable } from '../tables/FieldTable';
import { LazyChatFieldContent } from './chatFieldModule';
import { LazyCustomFieldContent } from './customFieldModule';
import { fieldsCss } from './fieldsCss';
import { LazyImageFieldContent } from './imageFieldModule';
import { TextFieldContent } from './TextFieldContent';

/** The record data a custom field's template can read. */
export interface FieldRecordData {
  id: string;
  fields: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export interface FieldViewProps {
  field: Field;
  value: unknown;
  /** The whole record, for custom templates (the field's own value alone otherwise). */
  record?: FieldRecordData;
  /** Words to highlight (the view's search text). */
  searchText?: string;
}

/**
 * A record's value for one field, rendered by the field type: text (plain, markdown, HTML, table JSON), image,
 * chat, custom template or table.
 *
 * @example
 * <FieldView field={field} value={record.fields[field.name]} record={record} searchText={search} />
 */
export function FieldView({ field, value, record, searchText }: FieldViewProps) {
  const t = useT();
  const styleRef = useScopedStyles<HTMLDivElement>('mg-fields', fieldsCss);
  const templateRecord = useMemo(
    () => record ?? { id: '', fields: { [field.name]: value }, metadata: {} },
    [record, field.name, value],
  );
  let content;
  if (value === null || value === undefined || value === '') {
    content = <p className="mg-field-content mg-muted">{t('annotation.emptyField')}</p>;
  } else if (field.type === 'image' && typeof value === 'string') {
    content = <LazyImageFieldContent src={value} alt={field.title} />;
  } else if (field.type === 'chat') {
    content = <LazyChatFieldContent value={value} useMarkdown={field.useMarkdown} searchText={searchText} />;
  } else if (field.type === 'custom' && field.template !== null) {
    content = (
      <LazyCustomFieldContent
        template={field.template}
        advancedMode={field.advancedMode}
        record={templateRecord}
        title={field.title}
      />
    );
  } else if (typeof value === 'string' && field.type !== 'table') {
    content = (
      <TextFieldContent
        text={value}
        useMarkdown={field.useMarkdown}
        useTable={field.useTable}
        title={field.title}
        searchText={searchText}
      />
    );
  } else {
    const table = parseTableJson(value);
    content = table ? (
      <FieldTable name={field.name} value={table} label={field.title} />
    ) : (
      <pre className="mg-field-content mg-field-content--json">{JSON.stringify(value, null, 2)}</pre>
    );
  }
  return (
    <div ref={styleRef} className="mg-field-view">
      {content}
    </div>
  );
}
