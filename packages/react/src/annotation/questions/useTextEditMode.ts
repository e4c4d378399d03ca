import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The edit and read modes of a free-text question: focus or a click enters editing, Escape leaves it for the read
 * view (whose focus then must not re-enter editing at once), Enter on the read view edits again. `touched` turns
 * true once the text was changed or left. Returns the state, the two elements' refs and their handlers.
 */
export function useTextEditMode(disabled: boolean) {
  const [editing, setEditing] = useState(false);
  const [touched, setTouched] = useState(false);
  const editorRef = useRef<HTMLTextAreaElement | null>(null);
  const readRef = useRef<HTMLDivElement | null>(null);
  // After Escape the focus lands on the read view, which must not re-enter editing at once.
  const leftByKeyboard = useRef(false);
  const [focusTarget, setFocusTarget] = useState<{ to: 'editor' | 'read' } | null>(null);

  useEffect(() => {
    if (focusTarget?.to === 'editor') editorRef.current?.focus();
    if (focusTarget?.to === 'read') (readRef.current ?? editorRef.current)?.focus();
  }, [focusTarget]);

  const edit = () => {
    if (disabled) return;
    leftByKeyboard.current = false;
    setEditing(true);
    setFocusTarget({ to: 'editor' });
  };

  const editor = {
    onFocus: () => setEditing(true),
    onBlur: () => {
      setEditing(false);
      setTouched(true);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      leftByKeyboard.current = true;
      setEditing(false);
      setTouched(true);
      setFocusTarget({ to: 'read' });
    },
  };

  const read = {
    onFocus: () => {
      if (!leftByKeyboard.current) edit();
    },
    onBlur: () => (leftByKeyboard.current = false),
    onClick: edit,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        edit();
      }
    },
  };

  return { editing, touched, touch: () => setTouched(true), editorRef, readRef, editor, read };
}
