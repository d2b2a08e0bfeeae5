export { AdminMessagesScreen as default } from '../features/messages';
