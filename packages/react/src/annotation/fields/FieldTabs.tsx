import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Field } from '@marginalia/core';

export interface FieldTabsProps {
  /** Fields sharing a name prefix, in order. */
  fields: Field[];
  /** The content of one field's panel. */
  renderField(field: Field): ReactNode;
}

/**
 * Fields sharing a name prefix shown as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them).
 *
 * @example
 * <FieldTabs fields={group.fields} renderField={(field) => <FieldView field={field} value={…} />} />
 */
export function FieldTabs({ fields, renderField }: FieldTabsProps) {
  const baseId = useId();
  const [selectedName, setSelectedName] = useState(fields[0]?.name);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    fields.findIndex((field) => field.name === selectedName),
  );
  const selected = fields[selectedIndex];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = fields.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelectedName(fields[next]!.name);
    tabRefs.current[next]?.focus();
  }

  if (!selected) return null;
  return (
    <div className="mg-field-tabs">
      <div role="tablist" className="mg-field-tabs__list" onKeyDown={onKeyDown}>
        {fields.map((field, index) => (
          <button
            key={field.id}
            ref={(node) => void (tabRefs.current[index] = node)}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            className="mg-field-tabs__tab"
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => setSelectedName(field.name)}
          >
            {field.title}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        className="mg-field-tabs__panel"
        aria-labelledby={`${baseId}-tab-${selectedIndex}`}
      >
        {renderField(selected)}
      </div>
    </div>
  );
}
