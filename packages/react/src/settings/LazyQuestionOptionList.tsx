import { lazyModule } from '../lazy/lazyModule';
import { useLazyModule } from '../lazy/useLazyModule';
import type { QuestionOptionListProps } from './QuestionOptionList';

// The option list brings drag and drop (dnd-kit, about 15 KB gzip): it loads when a question with options is
// opened, so the settings bundle (and every element sharing its chunk) does not carry it.
const questionOptionListModule = lazyModule(() => import('./QuestionOptionList').then((m) => m.QuestionOptionList));

/**
 * {@link QuestionOptionList} with its code loaded on demand; nothing shows until it has loaded.
 *
 * @example
 * <LazyQuestionOptionList store={store} item={item} error={error} liveRegion={liveRegion} />
 */
export function LazyQuestionOptionList(props: QuestionOptionListProps) {
  const QuestionOptionList = useLazyModule(questionOptionListModule);
  return QuestionOptionList ? <QuestionOptionList {...props} /> : null;
}
