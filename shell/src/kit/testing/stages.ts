import type { StubRoute } from './stubFetch';

/**
 * Fixed answers for a screen that changes something and reads it back: `stages[0]` answers the
 * reads at first, `stages[n]` once the screen sent n changes (a stage without a read answers as
 * the one before it; the last stage stays). Each change answers with its own fixed reply.
 *
 * The API's rules (what a start or a photo does to a visit) are the API's tests: here each test
 * writes out what the API answers before and after, and nothing computes it.
 */
export function stagedRoutes(stages: Record<string, StubRoute>[], changes: Record<string, StubRoute> = {}): Record<string, StubRoute> {
  let sent = 0;
  const routes: Record<string, StubRoute> = {};
  const keys = new Set(stages.flatMap((stage) => Object.keys(stage)));
  for (const key of keys) {
    routes[key] = (url, request) => {
      for (let i = Math.min(sent, stages.length - 1); i >= 0; i--) {
        const route = stages[i]?.[key];
        if (route) return typeof route === 'function' ? route(url, request) : route;
      }
      return undefined;
    };
  }
  for (const [key, route] of Object.entries(changes)) {
    routes[key] = (url, request) => {
      sent += 1;
      return typeof route === 'function' ? route(url, request) : route;
    };
  }
  return routes;
}
