// The dispatch feature as the rest of the area uses it: sitters' load and days off for the board and the dialogs.
export { SitterDayLoad, type SitterDayLoadProps } from './components/SitterDayLoad';
export { offOn, sitterDay, withoutVisit } from './load';
export { useSitterLoad } from './useSitterLoad';
