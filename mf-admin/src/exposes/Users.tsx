export { default } from '../features/users/components/UsersScreen';
