/**
 * Valid bodies for the JSON routes whose access-matrix probe sends none (accessRules.ts): the
 * fuzz test replaces one field of a valid body at a time, so the refusal it sees is that
 * field's. A route that reads JSON and has neither a probe body nor one here fails the fuzz test.
 */
import { addDaysIso, ADVANCE_NOTICE_DAYS, SERVICE_TIME_ZONE } from '@housesit/shared-contracts';
import type { Fixtures } from './accessRules.js';

type SampleBody = (fx: Fixtures, now: Date) => Record<string, unknown>;

/** The service area's date of `now` (yyyy-MM-dd). */
const serviceDate = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE }).format(now);

/** A wizard booking far enough ahead, with every kind of field (nested objects, arrays, booleans). */
const booking: SampleBody = (_fx, now) => ({
  flow: 'wizard',
  plan: 'extended',
  dates: [addDaysIso(serviceDate(now), ADVANCE_NOTICE_DAYS + 3)],
  timeWindow: 'morning',
  taskIds: ['litter'],
  property: { address: '8 Washington Street', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house', specialNotes: 'Cat is shy' },
  access: { lockboxPurchased: false, customInstructions: 'Side door' },
});

export const SAMPLE_BODIES: Readonly<Record<string, SampleBody>> = {
  'POST /api/checkout/quote': booking,
  'POST /api/checkout': booking,
  'PATCH /api/visit/:id/start': () => ({ reason: 'Probe' }),
  'POST /api/registry/remotes/:remote': () => ({ action: 'set-staging', release: '1.0.0-probe', percent: 50 }),
  'POST /api/registry/client-errors': () => ({
    remote: 'mf_admin',
    module: './Jobs',
    release: '1.0.0-probe',
    message: 'Loading chunk 12 failed',
    page: '/jobs',
    refused: false,
  }),
};

/** Fields where null is a right value, not a wrong kind: 'METHOD /path field'. */
export const NULL_ACCEPTED: ReadonlySet<string> = new Set([
  // null unassigns the visit's sitter.
  'PATCH /api/admin/jobs/:id/assign sitterId',
  // A remote that failed before its release was known.
  'POST /api/registry/client-errors release',
  // null clears an access detail (decision 024), like leaving it out.
  'PUT /api/properties/access details.doorCode',
  'PUT /api/admin/visits/:id/access details.doorCode',
]);
