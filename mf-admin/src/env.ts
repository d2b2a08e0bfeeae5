/**
 * The one place this remote reads build-time configuration. webpack's `mode` replaces
 * `process.env.NODE_ENV` (optimization.nodeEnv), so in a production build this is the constant
 * `false` and the code it guards is dropped; vitest runs with NODE_ENV 'test'.
 */
export const IS_DEV_BUILD: boolean = process.env.NODE_ENV !== 'production';
