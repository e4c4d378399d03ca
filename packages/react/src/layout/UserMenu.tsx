import { useEffect, useId, useRef, useState } from 'react';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useSession } from '../hooks/useSession';
import { useT } from '../hooks/useT';

/** The avatar button with a menu showing the user and a sign-out action (which leads to /sign-in). */
export function UserMenu() {
  const t = useT();
  const navigation = useNavigation();
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const doc = rootRef.current?.ownerDocument;
    // Clicks and Escape outside the menu close it; composedPath sees through shadow roots.
    const onPointer = (event: Event) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    doc?.addEventListener('pointerdown', onPointer);
    doc?.addEventListener('keydown', onKey);
    return () => {
      doc?.removeEventListener('pointerdown', onPointer);
      doc?.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div ref={rootRef} className="mg-user-menu">
      <button
        type="button"
        className="mg-button mg-avatar"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.userMenu', { username: user.username })}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{user.avatar}</span>
      </button>
      {open && (
        <div id={panelId} className="mg-user-menu__panel">
          <p>
            <strong>{user.username}</strong>
          </p>
          <button
            type="button"
            className="mg-button"
            onClick={() => {
              signOut();
              setOpen(false);
              navigation.navigate('/sign-in');
            }}
          >
            {t('header.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
