/** The messages feature's public surface: the messages screen. */
export { MessagesScreen } from './components/MessagesScreen';
