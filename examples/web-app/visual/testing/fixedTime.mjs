// The instants of the visual suite: the reference server's clock stands at FIXED_SERVER_TIME (every date the
// seeded data gets), the pages' clock at FIXED_PAGE_TIME, three hours later ("3 hours ago" on every run).
export const FIXED_SERVER_TIME = Date.UTC(2026, 0, 15, 9, 0, 0);
export const FIXED_PAGE_TIME = FIXED_SERVER_TIME + 3 * 60 * 60 * 1000;
