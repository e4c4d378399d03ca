import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has scrolled into view (and stays true). Without IntersectionObserver
 * (old browsers, jsdom) everything counts as visible.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (inView || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, inView]);
  return inView;
}
