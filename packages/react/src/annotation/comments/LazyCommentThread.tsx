import { lazyModule } from '../../lazy/lazyModule';
import { useLazyModule } from '../../lazy/useLazyModule';
import type { CommentThreadProps } from './CommentThread';

// The thread and its texts load after the annotation page's first paint (issue #12's route budget).
const commentThreadModule = lazyModule(() => import('./CommentThread').then((m) => m.CommentThread));

/**
 * {@link CommentThread} with its code loaded on demand; nothing shows until it has loaded.
 *
 * @example
 * <LazyCommentThread store={comments.store} />
 */
export function LazyCommentThread(props: CommentThreadProps) {
  const CommentThread = useLazyModule(commentThreadModule);
  return CommentThread ? <CommentThread {...props} /> : null;
}
