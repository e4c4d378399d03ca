export interface SettingsCheckboxProps {
  /** The translated text beside the box. */
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/**
 * A labelled checkbox of a settings card (markdown, visibility, extra metadata, overlapping spans).
 *
 * @example
 * <SettingsCheckbox label={t('fields.markdown')} checked={edit.useMarkdown} onChange={(useMarkdown) => edit({ useMarkdown })} />
 */
export function SettingsCheckbox({ label, checked, onChange }: SettingsCheckboxProps) {
  return (
    <label className="mg-choice">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
