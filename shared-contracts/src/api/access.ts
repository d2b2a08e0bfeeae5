import type {
  AccessDetails,
  AccessReveal,
  AccessRevealAnswer,
  AccessSummary,
  AdminPutAccessDetails,
  RevealAccessPayload,
} from '../schemas/access.js';
import { request, type Transport } from './request.js';

/** A property's sealed access details (decision 024). */
export function accessApi(t: Transport) {
  const at = (address: string) => new URLSearchParams({ address }).toString();
  return {
    summary: (address: string) => request<AccessSummary>(t, `/api/properties/access?${at(address)}`),
    save: (address: string, details: AccessDetails) =>
      request<AccessSummary>(t, '/api/properties/access', { method: 'PUT', body: { address, details } }),
    reveals: (address: string) => request<{ items: AccessReveal[] }>(t, `/api/properties/access/reveals?${at(address)}`),
    adminSave: (visitId: number, payload: AdminPutAccessDetails) =>
      request<AccessSummary>(t, `/api/admin/visits/${visitId}/access`, { method: 'PUT', body: payload }),
    reveal: (visitId: number, payload: RevealAccessPayload = {}) =>
      request<AccessRevealAnswer>(t, `/api/visits/${visitId}/access/reveal`, { method: 'POST', body: payload }),
  };
}
