/** Message keys of bulk annotation, in namespace `core` (`locales/<lng>/core.json`). */
export const BULK_MESSAGE_KEYS = {
  /** Shown (danger) when any record of a bulk action failed. */
  someRecordsFailed: 'bulkAnnotation.someRecordsFailed',
  /** Shown (info) after an action over all results succeeded; params `{ total, action }`. */
  allRecordsAnnotated: 'bulkAnnotation.allRecordsAnnotated',
  /** Asked before an action over more than 100 records; params `{ count, action }`. */
  confirm: 'bulkAnnotation.confirm',
  /** Why the bulk actions are disabled with nothing selected. */
  selectAtLeastOne: 'bulkAnnotation.selectAtLeastOne',
} as const;
