import { useState } from 'react';
import { userBadges } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { homeTexts } from '../home/homeTexts';

export interface UserBadgesProps {
  usernames: readonly string[];
}

/**
 * The users who worked on a dataset: 3 badges; above 10 users a '+N' count; with 10 or fewer, hovering or
 * focusing the group shows everyone. The full list is always available to screen readers.
 *
 * @example
 * <UserBadges usernames={progress.users} />
 */
export function UserBadges({ usernames }: UserBadgesProps) {
  const t = useT(homeTexts);
  const [expanded, setExpanded] = useState(false);
  const layout = userBadges(usernames, expanded);
  if (usernames.length === 0) return null;
  const expand = layout.expandable ? () => setExpanded(true) : undefined;
  const collapse = layout.expandable ? () => setExpanded(false) : undefined;
  return (
    <div
      className="mg-user-badges"
      // Focusable only when focusing reveals something, so keyboard users get what hovering gives.
      tabIndex={layout.expandable ? 0 : undefined}
      role={layout.expandable ? 'group' : undefined}
      aria-label={layout.expandable ? t('datasets.usersLabel', { users: usernames.join(', ') }) : undefined}
      onMouseEnter={expand}
      onMouseLeave={collapse}
      onFocus={expand}
      onBlur={collapse}
      data-expanded={expanded && layout.expandable ? true : undefined}
    >
      <ul aria-hidden="true" className="mg-user-badges__list">
        {layout.badges.map((badge) => (
          <li key={badge.username} className="mg-avatar mg-avatar--mini" title={badge.username}>
            {badge.text}
          </li>
        ))}
        {layout.moreCount !== null && <li className="mg-user-badges__more">+{layout.moreCount}</li>}
      </ul>
      {!layout.expandable && <span className="mg-visually-hidden">{t('datasets.usersLabel', { users: usernames.join(', ') })}</span>}
    </div>
  );
}
