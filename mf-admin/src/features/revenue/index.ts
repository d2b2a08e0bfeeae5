// The revenue feature as the rest of the area uses it: its screen.
export { default as RevenueScreen } from './components/RevenueScreen';
