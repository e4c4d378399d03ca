// The core's field and span rules, read from its source until `@marginalia/core` exports the `fields` and
// `span` folders; then this file becomes `export * from '@marginalia/core'` (see the export lines in the report).
export * from '../../../../core/src/fields';
export * from '../../../../core/src/span';
