// The server-rendered public page and its take-over by the app (decision 020).
export { SERVER_PAGE_ID, removeServerPage, serverPagePath } from './serverPage';
export { startOnIntentScript } from './startOnIntent';
