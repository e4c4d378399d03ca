import { useParams } from 'react-router';
import { AppHeader, ReviewerAgreementPanel, ReviewModeLink, ReviewView, annotationPath, reviewTexts, useT } from '@marginalia/react';
import { usePageTitle } from './usePageTitle';
import { NotFoundPage } from './NotFoundPage';

/**
 * /dataset/:id/review: the Review mode of a dataset's annotation page, for its reviewers (someone else is told
 * they do not review it), with the dataset's agreement under it. Breadcrumbs Home > dataset > Review, and the way
 * back to annotation.
 */
export function ReviewPage() {
  const { id } = useParams();
  const t = useT(reviewTexts);
  usePageTitle(t('title'));
  if (!id) return <NotFoundPage />;
  return (
    <>
      <AppHeader
        breadcrumbs={[
          { label: t('header.home'), to: '/' },
          { label: t('annotation.header.backToAnnotation'), to: annotationPath(id) },
          { label: t('title') },
        ]}
        primaryAction={<ReviewModeLink datasetId={id} to="annotation" />}
      />
      <main id="main" className="app-main" style={{ maxWidth: 'none' }}>
        <ReviewView datasetId={id} />
        <ReviewerAgreementPanel datasetId={id} />
      </main>
    </>
  );
}
