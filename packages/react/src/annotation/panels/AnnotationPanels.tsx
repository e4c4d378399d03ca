import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView } from '../view/AnnotationViewContext';
import { ProgressPanel } from '../ProgressPanel';
import { GuidelinesPanel } from './GuidelinesPanel';
import { useTeamProgress } from './useTeamProgress';

/**
 * The panels under the questions: my progress and the team's, then the dataset's guidelines.
 *
 * @example
 * <AnnotationPanels />
 */
export function AnnotationPanels() {
  const { store } = useAnnotationView();
  const metrics = useStoreSelector(store, (s) => s.metrics);
  const guidelines = useStoreSelector(store, (s) => s.dataset?.guidelines ?? null);
  const team = useTeamProgress();
  return (
    <div className="mg-panels" part="panels">
      <ProgressPanel metrics={metrics} team={team} />
      <GuidelinesPanel guidelines={guidelines} />
    </div>
  );
}
