export { SitterMessagesScreen as default } from '../features/messages';
