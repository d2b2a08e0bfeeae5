export const NOTES_MAX = 5000;
/** Longest reason for an off-day start, a revert or a task not done. */
export const REASON_MAX = 500;
/** Decoded photo size limit (issue: 10 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Pixel-flood guard: width × height. */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
