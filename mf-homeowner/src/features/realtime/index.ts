/** The realtime feature's public surface: the /ws connection hook the live screens mount. */
export { useRealtime, type RealtimeOptions } from './useRealtime';
