/**
 * @housesit/shell/kit/testing: the one test harness of the areas (and the shell). Never part of
 * a build: no webpack config shares or imports it, only test files do.
 */
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
