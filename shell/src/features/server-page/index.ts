// The server-rendered public page and its take-over by the app (decision 020).
export { SERVER_PAGE_ID, isSignedInServerPage, removeServerPage, serverPagePath } from './serverPage';
export { startOnIntentScript } from './startOnIntent';
