// The messages feature as the rest of the area uses it: the job details' homeowner conversation, and the inbox screen.
export { MessageHomeowner } from './components/MessageHomeowner';
export { SitterMessagesScreen } from './components/SitterMessagesScreen';
export type { SocketConstructor } from '@housesit/shell/kit/areas';
