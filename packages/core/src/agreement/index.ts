// Inter-annotator agreement: Krippendorff's alpha with pluggable distances, Fleiss' kappa, pairwise agreement.
export * from './AgreementFigure';
export * from './readAnswers';
export * from './encodedUnits';
export * from './reliabilityData';
export * from './coincidenceMatrix';
export * from './krippendorffAlpha';
export * from './levelMetrics';
export * from './setDistance';
export * from './rankingDistance';
export * from './fleissKappa';
export * from './pairwiseAgreement';
export * from './spanMatches';
export * from './tableCells';
export * from './valueReaders';
export * from './questionAgreement';
export * from './datasetAgreement';
