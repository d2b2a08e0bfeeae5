import { array, object, string } from 'superstruct';
import { AdminPutAccessDetailsStruct, PutAccessDetailsStruct, RevealAccessStruct } from '../schemas/access.js';
import { AccessRevealAnswerStruct, AccessRevealStruct, AccessSummaryStruct } from '../schemas/responses.js';
import { ADMIN, endpoint, HOMEOWNER, SIGNED_IN } from './endpoint.js';

const AddressQuery = object({ address: string() });

/** A property's sealed access details (decision 024). */
export const accessEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/properties/access',
    query: AddressQuery,
    response: AccessSummaryStruct,
    access: HOMEOWNER,
    summary: "Which of a property's access details are set (never what)",
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/properties/access',
    body: PutAccessDetailsStruct,
    response: AccessSummaryStruct,
    access: HOMEOWNER,
    // The body's address is one of A's visits' properties.
    object: 'visit',
    summary: "Save a property's access details, sealed",
  }),
  reveals: endpoint({
    method: 'GET',
    path: '/api/properties/access/reveals',
    query: AddressQuery,
    response: object({ items: array(AccessRevealStruct) }),
    access: HOMEOWNER,
    summary: "Who saw a property's access details, and when",
  }),
  adminSave: endpoint({
    method: 'PUT',
    path: '/api/admin/visits/:id/access',
    body: AdminPutAccessDetailsStruct,
    response: AccessSummaryStruct,
    access: ADMIN,
    object: 'visit',
    summary: "Save a visit's property's access details, with a reason",
  }),
  // Past the door, only the visit's sitter during its hours and admins (with a reason) are answered.
  reveal: endpoint({
    method: 'POST',
    path: '/api/visits/:id/access/reveal',
    body: RevealAccessStruct,
    response: AccessRevealAnswerStruct,
    access: SIGNED_IN,
    summary: "Reveal a visit's access details (logged)",
  }),
};
