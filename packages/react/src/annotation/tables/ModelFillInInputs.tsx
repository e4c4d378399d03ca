import type { ExtractionInputs } from '@marginalia/core';
import type { Translate } from '../../hooks/useT';

export interface ModelFillInInputsProps {
  inputs: ExtractionInputs;
  t: Translate;
}

/** What steers the model in a fill-in: the chosen sections and sources ('any' when none is chosen). */
export function ModelFillInInputs({ inputs, t }: ModelFillInInputsProps) {
  const all = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : t('fillIn.any'));
  return (
    <dl className="mg-model-fill-in__inputs">
      <dt>{t('fillIn.sections')}</dt>
      <dd>{all(inputs.headers)}</dd>
      <dt>{t('fillIn.sources')}</dt>
      <dd>{all(inputs.types)}</dd>
    </dl>
  );
}
