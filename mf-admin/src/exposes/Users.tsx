export { UsersScreen as default } from '../features/users';
