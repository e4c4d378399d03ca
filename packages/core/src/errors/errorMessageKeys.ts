/**
 * Message keys of the error catalogue's situations (spec 1 §8) in namespace `core`, beyond the HTTP and
 * dataset-info keys of `CORE_MESSAGE_KEYS`.
 */
export const ERROR_MESSAGE_KEYS = {
  /** 'Some records failed to annotate'. */
  bulkAnnotation: 'errors.bulkAnnotation',
  /** Params `{ id }`. */
  documentById: 'errors.documentById',
  /** Params `{ pmid }`. */
  documentByPmid: 'errors.documentByPmid',
  documentSegments: 'errors.documentSegments',
  /** Params `{ name }`; the error page shows it with status 500. */
  unknownMiddleware: 'errors.unknownMiddleware',
  /** The key name of the original app, shown with a placeholder image. */
  couldNotLoadImage: 'couldNotLoadImage',
  /** Hub repository import failure on home, shown under the input. */
  cantLoadRepository: 'cantLoadRepository',
} as const;

/** The status of the error page an unknown middleware (route guard) name leads to. */
export const UNKNOWN_MIDDLEWARE_STATUS = 500;
