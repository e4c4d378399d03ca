import type { Field } from '../model/Field';
import { groupOfName } from '../model/Field';
import type { FieldSettingsItem } from './settingsItems';

/**
 * The field as it will look once saved, for the live preview on a real record: the edited title (the name when
 * empty) and markdown switch applied.
 *
 * @example
 * <FieldView field={fieldPreviewOf(item)} value={record.fields[item.info.name]} />
 */
export function fieldPreviewOf(item: FieldSettingsItem): Field {
  const { name, type, settings } = item.info;
  const loose = settings as typeof settings & {
    use_table?: boolean;
    template?: string;
    advanced_mode?: boolean;
  };
  const markdownApplies = type === 'text' || type === 'chat';
  return {
    id: item.id,
    name,
    title: item.edit.title.trim() === '' ? name : item.edit.title.trim(),
    required: false,
    datasetId: null,
    type,
    useMarkdown: markdownApplies && item.edit.useMarkdown,
    useTable: loose.use_table === true,
    template: typeof loose.template === 'string' ? loose.template : null,
    advancedMode: loose.advanced_mode === true,
    group: groupOfName(name),
    settings: markdownApplies
      ? ({ ...settings, use_markdown: item.edit.useMarkdown } as typeof settings)
      : settings,
    createdAt: null,
    updatedAt: null,
  };
}
