import { useMemo } from 'react';
import { renderCustomTemplate, scriptSafeJson, type CustomTemplateRecord } from '@marginalia/core';
import { SandboxedHtml } from './SandboxedHtml';

export interface CustomFieldContentProps {
  template: string;
  advancedMode: boolean;
  /** The record data the template reads. */
  record: CustomTemplateRecord;
  title: string;
}

/**
 * A custom field: its template rendered in a sandboxed frame with the record's data.
 *
 * - Without advanced mode the template is Handlebars-style: `{{record.fields.name}}` (escaped),
 *   `{{{record.fields.html}}}` (raw), `{{#each …}}`, `{{#if …}}`, `{{#unless …}}`, filled in before display;
 *   nothing in the frame runs.
 * - In advanced mode the template is an HTML page whose scripts read a global `record` object
 *   (`record.id`, `record.fields`, `record.metadata`); the frame runs scripts but is isolated from the app.
 *
 * @example
 * <CustomFieldContent template="<h1>{{record.fields.title}}</h1>" advancedMode={false} record={data} title="Card" />
 */
export function CustomFieldContent({ template, advancedMode, record, title }: CustomFieldContentProps) {
  const html = useMemo(
    () =>
      advancedMode
        ? `<script>var record = ${scriptSafeJson(record)};</script>${template}`
        : renderCustomTemplate(template, record),
    [advancedMode, record, template],
  );
  return <SandboxedHtml html={html} title={title} allowScripts={advancedMode} />;
}
