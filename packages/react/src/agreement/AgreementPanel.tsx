import type { ReactNode } from 'react';
import { agreementPanelQuery, type AgreementRows, type Marginalia, type QuestionAgreementRow } from '@marginalia/core';
import { useQuery } from '../hooks/useQuery';
import { translateMessage, useT, type Translate } from '../hooks/useT';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useScopedStyles } from '../styles/useScopedStyles';
import { agreementCss } from './agreementCss';
import { agreementTexts } from './agreementTexts';
import { AgreementValueCell } from './AgreementValueCell';

export interface AgreementPanelProps {
  datasetId: string;
  /** Reads the agreement again when it changes (e.g. the caller's submitted count). */
  revision?: string;
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
}

/**
 * A dataset's inter-annotator agreement for its reviewers (issue #28): per question each metric's value with its
 * interpretation band, per annotator the records answered and the agreement with the others and with the review;
 * an undefined value shows "—" and why.
 *
 * @example
 * <AgreementPanel datasetId={id} />
 */
export function AgreementPanel({ datasetId, revision, sdk }: AgreementPanelProps) {
  const t = useT(agreementTexts);
  const { client } = useMarginalia(sdk);
  const rootRef = useScopedStyles<HTMLElement>('mg-agreement', agreementCss);
  const result = useQuery(agreementPanelQuery(client, datasetId, revision));
  return (
    <section ref={rootRef} className="mg-root mg-agreement" part="agreement" aria-label={t('title')}>
      <h2 className="mg-agreement__title">{t('title')}</h2>
      {result === null ? (
        <p className="mg-muted" aria-busy="true">{t('loading')}</p>
      ) : result.error ? (
        <p className="mg-alert" role="alert">{translateMessage(t, result.error)}</p>
      ) : result.rows.empty ? (
        <p className="mg-muted">{translateMessage(t, result.rows.empty)}</p>
      ) : (
        <AgreementTables rows={result.rows} t={t} />
      )}
    </section>
  );
}

/** A table's horizontal scroller: focusable, so a keyboard can scroll a table wider than a narrow panel. */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mg-agreement__scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function AgreementTables({ rows, t }: { rows: AgreementRows; t: Translate }) {
  return (
    <>
      <h3 className="mg-agreement__subtitle">{t('byQuestion')}</h3>
      <Scroller label={t('byQuestion')}>
        <table aria-label={t('byQuestion')}>
          <thead>
            <tr>
              <th scope="col">{t('columns.question')}</th>
              <th scope="col">{t('columns.metric')}</th>
              <th scope="col">{t('columns.value')}</th>
              <th scope="col">{t('columns.band')}</th>
              <th scope="col">{t('columns.units')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.questions.map((question) => (
              <QuestionRows key={question.question} question={question} t={t} />
            ))}
          </tbody>
        </table>
      </Scroller>
      <p className="mg-muted mg-agreement__note">{t('bandsNote')}</p>
      <h3 className="mg-agreement__subtitle">{t('byAnnotator')}</h3>
      <Scroller label={t('byAnnotator')}>
        <table aria-label={t('byAnnotator')}>
          <thead>
            <tr>
              <th scope="col">{t('columns.annotator')}</th>
              <th scope="col">{t('columns.records')}</th>
              <th scope="col">{t('columns.withOthers')}</th>
              <th scope="col">{t('columns.withReview')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.annotators.map((annotator) => (
              <tr key={annotator.userId}>
                <th scope="row">{annotator.username}</th>
                <td className="mg-agreement__number">{annotator.records}</td>
                <AgreementValueCell result={annotator.withOthers} t={t} />
                <AgreementValueCell result={annotator.withReview} t={t} />
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </>
  );
}

function QuestionRows({ question, t }: { question: QuestionAgreementRow; t: Translate }) {
  return question.figures.map((figure, index) => (
    <tr key={`${figure.metric}:${figure.level}`}>
      {index === 0 && (
        <th scope="rowgroup" rowSpan={question.figures.length}>{question.question}</th>
      )}
      <td>
        {t('metricAtLevel', {
          metric: t(`metrics.${figure.metric}`, { defaultValue: figure.metric }),
          level: t(`levels.${figure.level}`, { defaultValue: figure.level }),
        })}
      </td>
      <AgreementValueCell result={figure.result} t={t} />
      <td>
        {figure.result.band ? (
          <span className="mg-agreement__band" data-band={figure.result.band}>{t(`bands.${figure.result.band}`)}</span>
        ) : (
          <span className="mg-muted">{t('noBand')}</span>
        )}
      </td>
      <td className="mg-agreement__number">{figure.units}</td>
    </tr>
  ));
}
