import { pageAnswerKey } from '../../../server/contract/pageAnswerKey';
import { recordedUrls, type ApiCall } from '../../../server/contract/recordedUrls';

/**
 * An area's screen must ask for exactly what its area.json declares as the screen's first
 * requests, or the answers the page server writes into the page are never taken (the screen asks
 * the network again). These compare the two as the shell's API client matches them (pageAnswerKey).
 */

export type { ApiCall };

/** The keys of the URLs these calls ask for, sorted. Nothing is sent (recordedUrls). */
export function requestKeysOf(...calls: ApiCall[]): string[] {
  return recordedUrls(calls)
    .map((url) => pageAnswerKey(url) ?? url)
    .sort();
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
