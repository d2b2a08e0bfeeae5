/**
 * @housesit/shell/server: the shell's page server (decision 020), for the API process to mount.
 * It imports nothing of the API: what it needs from it comes in through PageServerDeps.
 */
export { createPageServer, type PageServerDeps } from './pageServer.js';
export { pageDirs, remoteFolder } from './dirs.js';
export { serverRendering, SERVER_RENDER_FILE, type RenderFailure, type SignedInScreen } from './serverRendering.js';
export { PAGE_MANIFEST_FILE, type PageManifest } from './document.js';
export { PRERENDER_FILE, PUBLIC_PAGE_PATHS, SERVER_PAGE_ID } from './publicPages.js';
export { REGISTER_ECHO_COOKIE, REGISTER_ECHO_MAX_AGE_SECONDS, sealRegisterEcho } from './registerEcho.js';
export { cacheControlFor, IMMUTABLE, REVALIDATE } from './staticFiles.js';
export { SHELL_BOOT_ELEMENT_ID, type ShellBoot } from './contract/shellBoot.js';
export { pageAnswerKey } from './contract/pageAnswerKey.js';
export type { DeploymentSite, LinkPreview } from './site.js';
