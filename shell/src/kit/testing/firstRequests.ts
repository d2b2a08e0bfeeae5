import { createApiClient, type ApiClient } from '@housesit/shared-contracts';
import { pageAnswerKey } from '../../../server/contract/pageAnswerKey';

/**
 * An area's screen must ask for exactly what its area.json declares as the screen's first
 * requests, or the answers the page server writes into the page are never taken (the screen asks
 * the network again). These compare the two as the shell's API client matches them (pageAnswerKey).
 */

/** A call of the typed client, as a screen's hook makes it. */
export type ApiCall = (api: ApiClient) => Promise<unknown>;

/** The keys of the URLs these calls ask for, sorted. Nothing is sent: the client records the URL before its first await. */
export function requestKeysOf(...calls: ApiCall[]): string[] {
  const urls: string[] = [];
  const recorder = createApiClient({
    baseUrl: null,
    fetch: (input) => {
      urls.push(String(input));
      return Promise.reject(new Error('recorded, not sent'));
    },
  });
  for (const call of calls) call(recorder).catch(() => undefined);
  return urls.map((url) => pageAnswerKey(url) ?? url).sort();
}

/** The keys an area declares for the screen at `path`, its `{placeholders}` filled from `values`, sorted. */
export function declaredRequestKeys(
  area: { firstRequests?: Record<string, string[]> },
  path: string,
  values: Record<string, string> = {},
): string[] {
  return (area.firstRequests?.[path] ?? [])
    .map((url) => url.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? `{${name}}`)))
    .map((url) => pageAnswerKey(url) ?? url)
    .sort();
}
