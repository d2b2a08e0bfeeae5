// @ts-check
/**
 * The kit's contract version: what `@housesit/shell/kit` and `kit/areas` offer the remotes
 * (components, hooks and their props). The kit is a shared singleton without `requiredVersion`
 * (the shell alone provides it), so this number is the check: every remote build records it in
 * its output (kit.json, then release.json), and the API refuses to publish, stage or promote a
 * release that needs a higher one than the shell it serves (decision 007 'Kit version').
 * Raise it when the kit adds or changes something a remote may use. 2: the access-details parts
 * (OpenedAccessDetails, AccessTextInputs) and the composer's access-details link. 3:
 * useAfterOtherWork (deferred work that waits for the screen).
 */
const KIT_VERSION = 3;

module.exports = { KIT_VERSION };
