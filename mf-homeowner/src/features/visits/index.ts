/** The visits feature's public surface: the /homeowner/visits screen (My Visits). */
export { MyVisitsScreen } from './components/MyVisitsScreen';
