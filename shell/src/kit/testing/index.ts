/**
 * @housesit/shell/kit/testing: the one test harness of the areas (and the shell). Never part of
 * a build: no webpack config shares or imports it, only test files do.
 */
// jest-dom's matchers on vitest's `expect`, for the type checker: setup.ts, which adds them at run
// time, is a vitest setup file that no test file imports.
import type {} from '@testing-library/jest-dom/vitest';
export {
  createStubFetch,
  ANY_PATH,
  type StubFetch,
  type StubFetchOptions,
  type StubReply,
  type StubRequest,
  type StubRoute,
} from './stubFetch';
export { stagedRoutes } from './stages';
export { assertContractReply, successStructFor } from './contract';
export { createFakeSockets, type FakeSocket } from './fakeSocket';
export { adminUser, homeownerUser, makeReport, makeStartedReport, makeTask, makeVisit, page, personOf, sitterUser } from './fixtures';
export { renderArea, toastTexts, type RenderAreaOptions } from './render';
export { declaredRequestKeys, requestKeysOf, type ApiCall } from './firstRequests';
