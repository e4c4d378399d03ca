import { hubDatasetPageUrl, type HubUrls } from '../creation/hubUrls';
import type { NotificationInput } from '../notifications/Notification';
import type { StoredExportJob } from './exportJobStorage';

/** Notification keys of the export, in namespace `core`. */
export const EXPORT_MESSAGE_KEYS = {
  exported: 'exportToHub.exported',
  goToHub: 'exportToHub.goToHub',
  failed: 'exportToHub.failed',
} as const;

/** Where 'Go to Hub' leads: the hub's urls (resolved on click) and how a page is opened. */
export interface ExportHubLink {
  resolveHub(): Promise<Pick<HubUrls, 'hubUrl'>>;
  openUrl(url: string): void;
}

/**
 * The permanent notification of an ended export (spec 2 §4): 'Dataset exported to Hub' with 'Go to Hub' opening
 * the exported dataset's hub page, or the danger 'Export failed'.
 */
export function exportEndNotice(
  job: StoredExportJob,
  exported: boolean,
  link: ExportHubLink,
): NotificationInput {
  if (!exported) return { message: { key: EXPORT_MESSAGE_KEYS.failed }, type: 'danger', permanent: true };
  return {
    message: { key: EXPORT_MESSAGE_KEYS.exported },
    permanent: true,
    button: {
      label: { key: EXPORT_MESSAGE_KEYS.goToHub },
      onClick: () =>
        void link.resolveHub().then((urls) => link.openUrl(hubDatasetPageUrl(urls, job.datasetName))),
    },
  };
}
