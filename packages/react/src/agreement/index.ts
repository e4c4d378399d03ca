export * from './AgreementPanel';
export * from './LazyAgreementPanel';
export * from './agreementTexts';
export * from './ReviewerAgreementPanel';
