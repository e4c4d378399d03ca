import { expect, test } from '@playwright/test';
import { OWNER, signInAs } from './testing/session';
import { createReviewDataset } from './testing/reviewDataset';
import { expandPanels } from './testing/annotationPage';
import { seriousViolations } from './testing/axe';

test('the owner names an annotator reviewer, who sees Review, the agreement and the review counts after an accept', async ({ browser, request }) => {
  // Record 1: ann and cat positive, bob negative. Record 2: ann and cat neutral, bob negative.
  const { dataset, annotators } = await createReviewDataset(request, 'agreement-flow', [
    ['positive', 'neutral'],
    ['negative', 'negative'],
    ['positive', 'neutral'],
  ]);
  const [ann] = annotators;

  // The owner names ann a reviewer in the dataset's settings.
  const ownerPage = await (await browser.newContext()).newPage();
  await signInAs(ownerPage, request, OWNER);
  await ownerPage.goto(`/dataset/${dataset.id}/settings?tab=reviewers`);
  const section = ownerPage.getByRole('region', { name: 'Reviewers' });
  await expect(section.getByText('No reviewers named yet: only owners and admins review this dataset.')).toBeVisible();
  await section.getByRole('combobox', { name: 'Workspace member' }).selectOption({ label: `${ann!.username} (Annotator)` });
  await section.getByRole('button', { name: 'Add reviewer' }).click();
  await expect(section.getByRole('button', { name: `Remove ${ann!.username}` })).toBeVisible();
  await section.getByRole('button', { name: 'Update' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved');

  // Ann now sees the Review link, the agreement beside her progress, and no review yet.
  const annPage = await (await browser.newContext()).newPage();
  await signInAs(annPage, request, { username: ann!.username, password: ann!.password });
  await annPage.goto(`/dataset/${dataset.id}/annotation-mode`);
  await expandPanels(annPage);
  const agreement = annPage.getByRole('region', { name: 'Agreement' });
  const byQuestion = agreement.getByRole('table', { name: 'Agreement by question' });
  const alpha = byQuestion.getByRole('row', { name: /Krippendorff’s α \(nominal\)/ });
  // By hand (Krippendorff 2011): each record adds 1/(3−1) per ordered pair, so 4 disagreeing coincidences of n = 6
  // values, each label twice: α = 1 − (6 − 1)·4 / (36 − 12) = 1/6. Fleiss' κ: P̄ = Pe = 1/3, so 0. Percent: 1/3.
  await expect(alpha).toContainText('0.167');
  await expect(alpha.getByText('Unreliable')).toBeVisible();
  const kappa = byQuestion.getByRole('row', { name: /Fleiss’ κ/ });
  await expect(kappa).toContainText('0.000');
  await expect(kappa.getByText('Slight')).toBeVisible();
  const percent = byQuestion.getByRole('row', { name: /Percent agreement/ });
  await expect(percent).toContainText('0.333');
  await expect(percent.getByText('Value only')).toBeVisible();
  const byAnnotator = agreement.getByRole('table', { name: 'Agreement by annotator' });
  await expect(byAnnotator.getByRole('row', { name: new RegExp(ann!.username) })).toContainText('None of their records has an accepted review');
  // The panel and the progress beside it pass axe's WCAG A/AA rules (serious and critical violations).
  expect(await seriousViolations(annPage, [], ['.mg-agreement', '.mg-progress'])).toEqual([]);
  const progress = annPage.getByRole('region', { name: 'My progress' });
  await expect(progress.getByTestId('review-accepted')).toHaveText('0');

  // She reviews: the agreement is under the review too; she accepts the first record with A.
  await annPage.getByRole('link', { name: /^Review \(2 pending\)$/ }).click();
  await expect(annPage).toHaveURL(new RegExp(`/dataset/${dataset.id}/review$`));
  await expect(annPage.getByRole('region', { name: 'Agreement' }).getByRole('table', { name: 'Agreement by question' })).toBeVisible();
  const review = annPage.getByRole('region', { name: 'Review' });
  await expect(review.getByText('Record 1 of 2')).toBeVisible();
  const besideReview = annPage.getByRole('region', { name: 'Agreement' }).getByRole('table', { name: 'Agreement by annotator' });
  const annRow = besideReview.getByRole('row', { name: new RegExp(ann!.username) });
  await expect(annRow).toContainText('None of their records has an accepted review');
  await review.focus();
  await annPage.keyboard.press('a');
  await expect(review.getByText('Record 2 of 2')).toBeVisible();
  // The agreement beside the review reads again after the decision: her answers now meet an accepted review.
  await expect(annRow).not.toContainText('None of their records has an accepted review');

  // Back on the annotation page, the progress shows the review's counts.
  await annPage.getByRole('link', { name: /^Back to annotation$/ }).first().click();
  await expect(progress.getByTestId('review-accepted')).toHaveText('1');
  await expect(progress.getByTestId('review-reviewed')).toHaveText('1');
  await expect(progress.getByTestId('review-rejected')).toHaveText('0');
  await expect(progress.getByText('1 of 2 reviewable records reviewed')).toBeVisible();
});
