// The users feature as the rest of the area uses it: its screen.
export { default as UsersScreen } from './components/UsersScreen';
