// The types of fixedTime.mjs (plain JavaScript: the reference server imports it too, with no TypeScript loader).
export const FIXED_SERVER_TIME: number;
export const FIXED_PAGE_TIME: number;
