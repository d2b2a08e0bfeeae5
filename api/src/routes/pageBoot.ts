/**
 * How a composed public page starts the app (decision 020).
 *
 * - A visitor with a session cookie gets the shell's index.html as built: the app's deferred
 *   script starts at once (their navigation and 'Go to your dashboard' come from the app).
 * - A signed-out visitor's page works without scripts, so the app's script is replaced by the
 *   shell's inline `startOnIntent` (from the shell build's prerender.json), which loads it on
 *   the first pointer, touch, key or focus; the script itself is prefetched meanwhile. The page's
 *   Content-Security-Policy allows that one inline script by its hash.
 * - Every other page of the app (its signed-in screens) carries the visitor's registry answer
 *   and session as a JSON data block (insertShellBoot), so the shell starts without asking for them.
 */
import { SHELL_BOOT_ELEMENT_ID, type ShellBoot } from '@housesit/shared-contracts';
import { createHash } from 'node:crypto';

export type PageBoot = 'eager' | 'on-intent';

/** The app's entry as the shell's build writes it: `<script defer src=/main.1a2b3c4d.js></script>`. */
const APP_SCRIPT = /<script defer(?:="")? src=("?)([^"\s>]+)\1><\/script>/;

export interface BootedIndex {
  index: string;
  /** CSP sources for the inline scripts the page now has ('sha256-…'). */
  scriptHashes: string[];
}

/** The shell's index.html starting the app on intent; unchanged when it has no app script to defer. */
export function bootOnIntent(index: string, onIntentScript: string): BootedIndex {
  const match = APP_SCRIPT.exec(index);
  if (!match) return { index, scriptHashes: [] };
  const src = match[2] ?? '';
  const tags = `<link rel="prefetch" href="${src}" as="script"><script data-main="${src}">${onIntentScript}</script>`;
  return {
    index: index.replace(APP_SCRIPT, () => tags),
    scriptHashes: [`'sha256-${createHash('sha256').update(onIntentScript).digest('base64')}'`],
  };
}

/**
 * JSON that is safe inside a `<script>` element: `<` never appears as such (no `</script>` or
 * `<!--` can end or change the element), nor the two line separators older parsers reject.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The shell's index.html with the visitor's registry answer and session in it (ShellBoot, read by
 * bootstrap.tsx), and `headTags` (the page's preload hints) beside it.
 */
export function insertShellBoot(index: string, boot: ShellBoot, headTags = ''): string {
  const block = `${headTags}<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
  return index.includes('</head>') ? index.replace('</head>', () => `${block}</head>`) : `${block}${index}`;
}
