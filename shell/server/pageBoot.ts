/**
 * How a page starts the app (decision 020).
 *
 * - A visitor with a live session gets the app's deferred scripts: it starts at once (their
 *   navigation and 'Go to your dashboard' come from the app).
 * - A signed-out visitor's public page works without scripts, so the app's script is replaced by
 *   the shell's inline `startOnIntent` (from the shell build's prerender.json), which loads it on
 *   the first pointer, touch, key or focus; the script itself is prefetched meanwhile. The page's
 *   Content-Security-Policy allows that one inline script by its hash.
 * - Every other page of the app (its signed-in screens) carries the visitor's registry answer
 *   and session as a JSON data block (ShellBoot), so the shell starts without asking for them.
 */
import { createHash } from 'node:crypto';

export type PageBoot = 'eager' | 'on-intent';

/** The CSP source that allows this inline script ('sha256-…'). */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
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
