import { atom } from 'jotai';

/**
 * True from the moment a user asks to log out until the app has moved to /login (~100 ms
 * later). Guards then render nothing instead of bouncing to /login?next=..., and the
 * 'Session Expired' notice stays quiet because the sign-out was intended.
 */
export const signingOutAtom = atom(false);
