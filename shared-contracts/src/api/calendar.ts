import { calendarRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** The signed-in customer's or sitter's private calendar feed (Settings). */
export function calendarApi(t: Transport) {
  return {
    status: () => call(t, e.status, {}),
    /** Makes the address, or a new one in place of the old, which stops working at once. */
    create: () => call(t, e.create, {}),
    turnOff: () => call(t, e.turnOff, {}),
  };
}
