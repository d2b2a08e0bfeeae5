import { createApiClient, type ApiClient } from '@housesit/shared-contracts';

/** A call of the typed client, as a screen's hook makes it. */
export type ApiCall = (api: ApiClient) => Promise<unknown>;

/**
 * The URLs the typed client asks for these calls, so what the page server fetches first and what
 * a screen's hook asks for are spelled by the same client. The client calls its fetch before its
 * first await: the URL is recorded there and nothing is sent.
 */
export function recordedUrls(calls: ApiCall[]): string[] {
  const urls: string[] = [];
  const recorder = createApiClient({
    baseUrl: null,
    fetch: (input) => {
      urls.push(String(input));
      return Promise.reject(new Error('recorded, not sent'));
    },
  });
  for (const call of calls) call(recorder).catch(() => undefined);
  return urls;
}
