import { useState } from 'react';
import type { HubDatasetClient } from '@marginalia/core';
import { HubImportForm } from './HubImportForm';
import { homeCss } from './homeCss';
import { useScopedStyles } from '../styles/useScopedStyles';

export interface HubImportProps {
  /** The hub client; by default one reading the hub the server names. */
  hub?: HubDatasetClient;
  /** Called once the hub knows the repository; by default its preview opens. */
  onImport?(repoId: string, path: string): void;
}

/**
 * Import from the hub on its own (outside the home page): the repository id form, open, which looks the
 * repository up and opens its preview or says 'Dataset not found or available on Hugging Face'.
 *
 * @example
 * <HubImport onImport={(repoId) => console.log(repoId)} />
 */
export function HubImport({ hub, onImport }: HubImportProps) {
  const rootRef = useScopedStyles<HTMLDivElement>('mg-home', homeCss);
  const [expanded, setExpanded] = useState(true);
  return (
    <div ref={rootRef} className="mg-root" part="hub-import">
      <HubImportForm expanded={expanded} onExpandedChange={setExpanded} hub={hub} onImport={onImport} />
    </div>
  );
}
