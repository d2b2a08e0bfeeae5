/**
 * Where a signed-out visitor is sent: the fallback path with the page they wanted as `next`,
 * so signing in brings them back (only same-site paths are ever followed; see postAuthTarget in shared-contracts).
 */
export function withNext(fallbackPath: string, location: { pathname: string; search: string }): string {
  const wanted = `${location.pathname}${location.search}`;
  if (!wanted || wanted === '/' || location.pathname === fallbackPath) return fallbackPath;
  const separator = fallbackPath.includes('?') ? '&' : '?';
  return `${fallbackPath}${separator}next=${encodeURIComponent(wanted)}`;
}
