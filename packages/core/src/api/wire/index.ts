export type * from './common';
export type * from './users';
export type * from './datasets';
export type * from './fields';
export type * from './questions';
export type * from './metadata';
export type * from './records';
export type * from './search';
export type * from './jobs';
export type * from './files';
export type * from './tables';
export { ERROR_CODE_PREFIX } from './common';
export { USER_ROLES } from './users';
export { FIELD_TYPES } from './fields';
export { QUESTION_TYPES } from './questions';
export { RESPONSE_STATUSES } from './records';
export { JOB_STATUSES } from './jobs';
export {
  objectMetadataSchema,
  listObjectsResponseSchema,
  listObjectsQuerySchema,
  fileVersionQuerySchema,
  fileDeletedSchema,
  FILE_VERSION_HEADERS,
  SCHEMAS_PREFIX,
} from './files';
export {
  schemaColumnSchema,
  tableSchemaFileSchema,
  tableFieldSchema,
  tableJsonSchemaSchema,
  tableValueSchema,
} from './tables';
