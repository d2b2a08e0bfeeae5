import type { AccessDetails, AdminPutAccessDetails, RevealAccessPayload } from '../schemas/access.js';
import { accessRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** A property's sealed access details (decision 024). */
export function accessApi(t: Transport) {
  return {
    summary: (address: string) => call(t, e.summary, { query: { address } }),
    save: (address: string, details: AccessDetails) => call(t, e.save, { body: { address, details } }),
    reveals: (address: string) => call(t, e.reveals, { query: { address } }),
    adminSave: (visitId: number, payload: AdminPutAccessDetails) => call(t, e.adminSave, { params: { id: visitId }, body: payload }),
    reveal: (visitId: number, payload: RevealAccessPayload = {}) => call(t, e.reveal, { params: { id: visitId }, body: payload }),
  };
}
