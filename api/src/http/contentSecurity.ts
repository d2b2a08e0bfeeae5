/**
 * The Content-Security-Policy of everything the API serves (the shell, the remotes, JSON), as
 * directives for hono's secureHeaders. Scripts come only from this origin and from wherever the
 * registry says remotes live (an operator may put releases on a CDN); styles may be inline
 * because styled-components writes <style> tags at run time.
 */
import type { RegistryConfig } from '../routes/registry.js';

export type Directives = Record<string, string[]>;

/** Origins of the absolute URLs among the remotes' entries, the releases URL and the API. */
function registryOrigins(config: RegistryConfig): string[] {
  const urls = [
    ...Object.values(config.registry.remotes).map((remote) => remote.entry),
    config.releasesUrl,
    config.registry.apiOrigin ?? '',
  ];
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

export function contentSecurityDirectives(config: RegistryConfig): Directives {
  const remotes = registryOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    // Federation fetches each remote's manifest; the shell calls the API and opens /ws.
    connectSrc: ["'self'", ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The header's text, as hono's secureHeaders writes it (scriptSrc → script-src), with extra
 * script sources: a route that answers an inline script (a public page's boot) sets its own
 * policy, which secureHeaders then keeps.
 */
export function contentSecurityPolicy(directives: Directives, extraScriptSources: string[] = []): string {
  return Object.entries({ ...directives, scriptSrc: [...(directives.scriptSrc ?? []), ...extraScriptSources] })
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}
