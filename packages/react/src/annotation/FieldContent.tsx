import type { Field } from '@marginalia/core';
import { useT } from '../hooks/useT';

export interface FieldContentProps {
  field: Field;
  value: unknown;
}

interface ChatLine {
  role: string;
  content: string;
}

/** A record's value for one field: text keeps its line breaks; images, chats and JSON get a plain rendering. */
export function FieldContent({ field, value }: FieldContentProps) {
  const t = useT();
  if (value === null || value === undefined || value === '') {
    return <p className="mg-field-content mg-muted">{t('annotation.emptyField')}</p>;
  }
  if (field.type === 'image' && typeof value === 'string') {
    return <img className="mg-field-content mg-field-content--image" src={value} alt={field.title} />;
  }
  if (field.type === 'chat') {
    const lines: ChatLine[] = Array.isArray(value)
      ? (value as ChatLine[])
      : [{ role: 'user', content: String(value) }];
    return (
      <ol className="mg-field-content mg-chat">
        {lines.map((line, index) => (
          <li key={index} className="mg-chat__message">
            <strong className="mg-chat__role">{line.role}</strong>
            <span className="mg-field-content--text">{line.content}</span>
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'string') {
    return <div className="mg-field-content mg-field-content--text">{value}</div>;
  }
  return <pre className="mg-field-content mg-field-content--json">{JSON.stringify(value, null, 2)}</pre>;
}
