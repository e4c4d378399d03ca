import { reviewSummaryQuery } from '@marginalia/core';
import { useQuery } from '../hooks/useQuery';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { AgreementPanel, type AgreementPanelProps } from './AgreementPanel';

/**
 * {@link AgreementPanel} for the dataset's reviewers only (the review summary's `can_review`); nothing for
 * anyone else, whom the page already tells they do not review it.
 *
 * @example
 * <ReviewerAgreementPanel datasetId={id} />
 */
export function ReviewerAgreementPanel(props: AgreementPanelProps) {
  const { client } = useMarginalia(props.sdk);
  const summary = useQuery(reviewSummaryQuery(client, props.datasetId));
  return summary?.can_review ? <AgreementPanel {...props} /> : null;
}
