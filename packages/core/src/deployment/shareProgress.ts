/** Submitted responses needed before sharing is offered (spec 2 §9). */
export const SHARE_MIN_SUBMITTED = 2;
/** The submitted animation plays on every multiple of this many submissions. */
export const SUBMITTED_MILESTONE = 10;
/** Width of the preview image asked from the image service. */
export const SHARE_IMAGE_WIDTH = 1200;
/** Path of the share page. */
export const SHARE_PROGRESS_PATH = '/share-your-progress';

/** What the share page shows (its query parameters). */
export interface ShareProgressParams {
  userName: string;
  recordsSubmitted: number;
  /** Team progress in percent. */
  teamProgress: number;
  datasetName: string;
  datasetId: string;
}

/**
 * Whether the progress panel offers sharing: the environment enables it and at least 2 responses are submitted.
 *
 * @example
 * canShareProgress({ enabled: true, submitted: 2 }); // true
 */
export function canShareProgress({ enabled, submitted }: { enabled: boolean; submitted: number }): boolean {
  return enabled && submitted >= SHARE_MIN_SUBMITTED;
}

/**
 * Whether this submission count earns the submitted animation: every 10th.
 *
 * @example
 * isSubmittedMilestone(20); // true
 * isSubmittedMilestone(0); // false
 */
export function isSubmittedMilestone(submitted: number): boolean {
  return submitted > 0 && submitted % SUBMITTED_MILESTONE === 0;
}

const QUERY_NAMES = {
  userName: 'user_name',
  recordsSubmitted: 'records_submitted',
  teamProgress: 'team_progress',
  datasetName: 'dataset_name',
  datasetId: 'dataset_id',
} as const satisfies Record<keyof ShareProgressParams, string>;

/**
 * The share page's path with its query.
 *
 * @example
 * shareProgressPath({ userName: 'ann', recordsSubmitted: 12, teamProgress: 40, datasetName: 'imdb', datasetId: 'd1' });
 * // '/share-your-progress?user_name=ann&records_submitted=12&team_progress=40&dataset_name=imdb&dataset_id=d1'
 */
export function shareProgressPath(params: ShareProgressParams): string {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(QUERY_NAMES) as [keyof ShareProgressParams, string][]) {
    query.set(name, String(params[key]));
  }
  return `${SHARE_PROGRESS_PATH}?${query.toString()}`;
}

function numberParam(value: string | null): number {
  const number = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(number) ? number : 0;
}

/**
 * Reads the share page's query; missing numbers count as 0 and missing texts as ''.
 *
 * @example
 * readShareProgressParams(new URLSearchParams(location.search));
 */
export function readShareProgressParams(query: URLSearchParams): ShareProgressParams {
  return {
    userName: query.get(QUERY_NAMES.userName) ?? '',
    recordsSubmitted: numberParam(query.get(QUERY_NAMES.recordsSubmitted)),
    teamProgress: numberParam(query.get(QUERY_NAMES.teamProgress)),
    datasetName: query.get(QUERY_NAMES.datasetName) ?? '',
    datasetId: query.get(QUERY_NAMES.datasetId) ?? '',
  };
}

/** The default external image service: renders a page at a given width into an image. */
export const DEFAULT_SHARE_IMAGE_SERVICE = 'https://image.thum.io/get/width/{width}/';

/**
 * The preview image of a share link: the image service (with `{width}` replaced by 1200) followed by the share
 * page's absolute URL.
 *
 * @example
 * shareProgressImageUrl('https://annotate.example.org/share-your-progress?user_name=ann');
 * // 'https://image.thum.io/get/width/1200/https://annotate.example.org/share-your-progress?user_name=ann'
 */
export function shareProgressImageUrl(shareUrl: string, service: string = DEFAULT_SHARE_IMAGE_SERVICE): string {
  return `${service.replace('{width}', String(SHARE_IMAGE_WIDTH))}${shareUrl}`;
}
