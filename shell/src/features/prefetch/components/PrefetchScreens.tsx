import { usePrefetchScreens } from '../hooks/usePrefetchScreens';

/** Mounted once in the app: prefetches the signed-in role's screens (renders nothing). */
export function PrefetchScreens() {
  usePrefetchScreens();
  return null;
}
