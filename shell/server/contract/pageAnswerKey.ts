/**
 * The key of a page answer (ShellBoot.answers): the request's path and its query parameters in a
 * fixed order, so the server's URL and the client's match whatever order each wrote the
 * parameters in. Null for a URL on another origin than `origin`. The page server keys the answers
 * it writes with it, the shell's API client looks them up with it, and an area's tests check its
 * hooks against its declared first requests with it (kit/testing).
 */
export function pageAnswerKey(url: string, origin = 'http://page.invalid'): string | null {
  const parsed = new URL(url, origin);
  if (parsed.origin !== new URL(origin).origin) return null;
  const params = [...parsed.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}
