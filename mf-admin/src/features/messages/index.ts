export { AdminMessagesScreen } from './components/AdminMessagesScreen';
