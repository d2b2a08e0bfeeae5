// The earnings feature as the rest of the area uses it: its screen and the earnings data.
export { default as EarningsScreen } from './components/EarningsScreen';
export { fetchSitterEarnings, useSitterEarnings } from './api/useSitterEarnings';
