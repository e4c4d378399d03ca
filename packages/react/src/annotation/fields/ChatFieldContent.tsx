import { useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { chatLayout, toChatMessages } from '@marginalia/core';
import { HighlightedText } from './HighlightedText';
import { MarkdownContent } from './MarkdownContent';

export interface ChatFieldContentProps {
  /** A list of `{role, content}`, or a plain string (one user message). */
  value: unknown;
  useMarkdown: boolean;
  searchText?: string;
}

/**
 * A chat field: one bubble per message, coloured by role (5 colours cycling by role order); with two roles or
 * fewer the second role's messages sit on the other side. Markdown per the field's settings.
 *
 * @example
 * <ChatFieldContent value={[{ role: 'user', content: 'Hi' }]} useMarkdown />
 */
export function ChatFieldContent({ value, useMarkdown, searchText }: ChatFieldContentProps) {
  const t = useT();
  const lines = useMemo(() => chatLayout(toChatMessages(value)), [value]);
  return (
    <ol className="mg-field-content mg-chat" aria-label={t('annotationFields.chat')}>
      {lines.map((line, index) => (
        <li
          key={index}
          className={`mg-chat__message mg-chat__message--colour-${line.colour} mg-chat__message--${line.side}`}
          data-side={line.side}
          data-colour={line.colour}
        >
          <strong className="mg-chat__role">{line.role}</strong>
          {useMarkdown ? (
            <MarkdownContent markdown={line.content} searchText={searchText} className="mg-chat__content" />
          ) : (
            <HighlightedText text={line.content} searchText={searchText} className="mg-chat__content mg-field-content--text" />
          )}
        </li>
      ))}
    </ol>
  );
}
