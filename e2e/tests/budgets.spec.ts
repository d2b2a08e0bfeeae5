import { CRITICAL_PATH_BUDGET_KB, describeCriticalPath, kb, measureCriticalPath } from '../bench/lib/criticalPath';
import { expect, test } from '../fixtures/test';

/**
 * Issue 10's fast budget check on the production build: a first visit to `/` or `/login` loads
 * at most CRITICAL_PATH_BUDGET_KB (172 KB, gzip) of HTML, JS and CSS before its first render, React included, and
 * evaluates one copy of React. `npm run bench` prints the same figures per file.
 */
test.describe('critical-path budget', () => {
  for (const path of ['/', '/login']) {
    test(`${path} loads at most ${CRITICAL_PATH_BUDGET_KB} KB gzip before its first render, with one React`, async ({ page }, testInfo) => {
      const result = await measureCriticalPath(page, new URL(path, testInfo.project.use.baseURL).href);
      await testInfo.attach('critical-path', { body: describeCriticalPath(path, result), contentType: 'text/plain' });
      expect(result.reactCopies).toBe(1);
      expect(result.totalGzip, `${kb(result.totalGzip)} before first render:\n${describeCriticalPath(path, result)}`).toBeLessThanOrEqual(
        CRITICAL_PATH_BUDGET_KB * 1024,
      );
    });
  }
});
