/**
 * The shell's one place for build-time configuration. webpack's DefinePlugin replaces
 * __HOUSESIT_DEV_BUILD__ (true in `webpack serve --mode development`, false in production
 * builds); vitest defines it as true. Runtime configuration (API origin, remote locations)
 * comes from GET /api/registry instead, so one build runs in every environment.
 */
declare const __HOUSESIT_DEV_BUILD__: boolean;

/** Developer test pages (/test-visits-data, /test-session-guards) exist only when true. */
export const IS_DEV_BUILD: boolean = typeof __HOUSESIT_DEV_BUILD__ !== 'undefined' && __HOUSESIT_DEV_BUILD__;
