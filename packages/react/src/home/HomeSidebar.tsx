import { useState } from 'react';
import { isAdminOrOwner } from '@marginalia/core';
import { useSession } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { homeTexts } from './homeTexts';
import { AnnotatorGuides } from './AnnotatorGuides';
import { ExampleDatasets } from './ExampleDatasets';
import { HubImportForm } from './HubImportForm';
import { PythonImportDialog } from './PythonImportDialog';

/**
 * The home sidebar. Administrators and owners get the hub import (the Python import hides while it is
 * expanded) and the example datasets; other users get the guides and the demo link.
 *
 * @example
 * <HomeSidebar />
 */
export function HomeSidebar() {
  const t = useT(homeTexts);
  const user = useSession((s) => s.user);
  const [hubExpanded, setHubExpanded] = useState(false);
  return (
    <aside className="mg-sidebar" aria-label={t('home.sidebarLabel')}>
      {isAdminOrOwner(user) ? (
        <>
          <section className="mg-sidebar__section" aria-label={t('home.importLabel')}>
            <h2 className="mg-sidebar__title">{t('home.importTitle')}</h2>
            <HubImportForm expanded={hubExpanded} onExpandedChange={setHubExpanded} />
            {!hubExpanded && <PythonImportDialog />}
          </section>
          <ExampleDatasets />
        </>
      ) : (
        <AnnotatorGuides />
      )}
    </aside>
  );
}
