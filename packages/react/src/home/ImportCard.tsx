import { useState } from 'react';
import { useT } from '../hooks/useT';
import { homeTexts } from './homeTexts';
import { HubImportForm } from './HubImportForm';
import { PythonImportDialog } from './PythonImportDialog';

/**
 * The card an administrator or owner sees on an empty home: how to bring the first dataset in.
 *
 * @example
 * <DatasetList emptyExtra={<ImportCard />} />
 */
export function ImportCard() {
  const t = useT(homeTexts);
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="mg-card mg-import-card">
      <h2 className="mg-import-card__title">{t('home.importCard.title')}</h2>
      <p className="mg-muted">{t('home.importCard.description')}</p>
      <HubImportForm expanded={expanded} onExpandedChange={setExpanded} />
      {!expanded && <PythonImportDialog />}
    </div>
  );
}
