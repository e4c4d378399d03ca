import type { AgreementValue } from '@marginalia/core';
import { useFormatters } from '../hooks/useFormatters';
import { translateMessage, type Translate } from '../hooks/useT';

/** A value to three decimals, or "—" with the reason it is undefined. */
export function AgreementValueCell({ result, t }: { result: AgreementValue; t: Translate }) {
  const format = useFormatters();
  if (result.value !== null) return <td className="mg-agreement__number">{format.coefficient(result.value)}</td>;
  const reason = translateMessage(t, result.missing);
  return (
    <td className="mg-agreement__number" aria-label={t('undefined', { reason })}>
      <span aria-hidden="true">—</span>
      <span className="mg-agreement__reason" aria-hidden="true">{reason}</span>
    </td>
  );
}
