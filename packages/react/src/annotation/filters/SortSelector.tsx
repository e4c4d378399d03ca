import { useT } from '../../hooks/useT';
import { Icon } from '../../styles/Icon';
import { Dropdown } from '../view/Dropdown';
import { useCriteria } from '../view/useCriteria';
import { SortPanelOnDemand } from './criteriaPanelsModule';

/**
 * The sort selector: a button counting the committed sort categories that opens the sort panel (`SortPanel`,
 * its code loaded when the panel first opens). Closing the panel commits what the debounce is still waiting for.
 *
 * @example
 * <SortSelector />
 */
export function SortSelector() {
  const t = useT();
  // The review-status order counts as one more sort category.
  const [committedCount, criteria] = useCriteria(
    (s) => s.committed.sortBy.length + (s.committed.reviewSort ? 1 : 0),
  );
  const label =
    committedCount > 0
      ? t('annotation.sort.buttonWithCount', { count: committedCount })
      : t('annotation.sort.button');

  return (
    <Dropdown
      label={
        <>
          <Icon name="arrowDown" />
          {label}
        </>
      }
      title={t('annotation.sort.title')}
      active={committedCount > 0}
      onClose={() => criteria.getState().commitPending()}
    >
      <SortPanelOnDemand />
    </Dropdown>
  );
}
