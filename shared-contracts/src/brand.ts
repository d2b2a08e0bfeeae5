/**
 * The product word lives here once so it can be renamed (docs/product/DECISIONS.md: `{product}` is housesit).
 */
export const PRODUCT = 'housesit';
export const BRAND = 'Housesit';
export const TAGLINE = 'Your trusted home care service';
export const BOOK_LABEL = `Book ${BRAND}`;
export const SCHEDULE_LABEL = `Schedule a ${BRAND}`;
