// The messages feature as the rest of the area uses it: the job details' homeowner conversation.
export { MessageHomeowner } from './components/MessageHomeowner';
export type { SocketConstructor } from './useVisitSocket';
