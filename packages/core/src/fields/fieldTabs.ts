import { groupOfName } from '../model/Field';

/** Fields shown together: one field alone, or several sharing a name prefix, shown as tabs. */
export interface FieldGroup<F> {
  /** The shared name prefix (the part before the first dash). */
  name: string;
  fields: F[];
  /** True when the group holds more than one field and is shown as tabs. */
  tabbed: boolean;
}

/**
 * Groups fields whose names share the prefix before the first dash (spec 1 §3), in order of each group's first
 * field; the fields keep their order inside a group.
 *
 * @example
 * groupFieldsIntoTabs([{ name: 'text' }, { name: 'answer-a' }, { name: 'answer-b' }]);
 * // [{ name: 'text', fields: [text], tabbed: false }, { name: 'answer', fields: [a, b], tabbed: true }]
 */
export function groupFieldsIntoTabs<F extends { name: string }>(fields: readonly F[]): FieldGroup<F>[] {
  const groups: FieldGroup<F>[] = [];
  for (const field of fields) {
    const name = groupOfName(field.name);
    const group = groups.find((candidate) => candidate.name === name);
    if (group) {
      group.fields.push(field);
      group.tabbed = true;
    } else {
      groups.push({ name, fields: [field], tabbed: false });
    }
  }
  return groups;
}
