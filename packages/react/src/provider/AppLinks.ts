/** External pages the shell links to; hosts may point them elsewhere. */
export interface AppLinks {
  /** The documentation site (avatar menu). */
  documentation: string;
  /** 'Learn more' of the persistent-storage banner. */
  persistentStorage: string;
  /** Annotator guide: annotate your dataset. */
  annotateGuide: string;
  /** Annotator guide: query and filter records. */
  queryGuide: string;
  /** The public demo. */
  demo: string;
}

/** The links used when the host gives none. */
export const DEFAULT_APP_LINKS: Readonly<AppLinks> = Object.freeze({
  documentation: 'https://docs.argilla.io/latest/',
  persistentStorage: 'https://huggingface.co/docs/hub/spaces-storage#persistent-storage',
  annotateGuide: 'https://docs.argilla.io/latest/how_to_guides/annotate/',
  queryGuide: 'https://docs.argilla.io/latest/how_to_guides/query/',
  demo: 'https://huggingface.co/spaces/argilla/argilla-template-space',
});

/** What the host tells the shell about itself. */
export interface AppInfo {
  /** The client's version, shown in the avatar menu. */
  version?: string | null;
  links?: Partial<AppLinks>;
}
