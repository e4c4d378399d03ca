import { useT } from '../../hooks/useT';
import { useRequiredLazyModule } from '../../lazy/useLazyModule';
import type { QuestionControlProps } from './QuestionControlProps';
import { rankingQuestionModule } from './rankingQuestionModule';

/** The ranking control once its chunk has loaded; a loading status until then. */
export function LazyRankingQuestion(props: QuestionControlProps) {
  const t = useT();
  const RankingQuestion = useRequiredLazyModule(rankingQuestionModule);
  if (!RankingQuestion) {
    return (
      <p className="mg-status" role="status">
        {t('annotation.loading')}
      </p>
    );
  }
  return <RankingQuestion {...props} />;
}
