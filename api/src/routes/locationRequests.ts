/**
 * POST /api/location-requests: a service-area expansion request from either dialog (docs/product/DECISIONS.md),
 * signed in or not. The dashboard variant sends homeAddress, the purchase variant requestedCity;
 * each is validated with its shared schema. Limited per client address against floods. The
 * person is told by email that the request arrived, queued in the same transaction as the row.
 */
import { AddressLocationRequestStruct, BOOKING_MESSAGES, bookingEndpoints, CityLocationRequestStruct } from '@housesit/shared-contracts';
import { Hono, type Context } from 'hono';
import { clientAddress, ipKey } from '../auth/throttle.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { toLocationRequestJson } from '../admin/locationRequests.js';
import { tellOfficeOfLocationRequest } from '../admin/officeNotices.js';
import { locationRequests } from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';
import { readJson, validated } from '../http/body.js';
import { serve } from '../http/endpoint.js';
import { enforceRateLimit, type RateLimitRule } from '../http/rateLimit.js';
import type { AppEnv } from '../http/types.js';

export const LOCATION_REQUEST_RULE: RateLimitRule = {
  bucket: 'location-request-ip',
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: BOOKING_MESSAGES.locationRateLimited,
  code: 'booking.location_rate_limited',
};

const INVALID = 'booking.location_request_invalid';

/** Mounted at /api. */
export function locationRequestRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();

  async function handleRequest(c: Context<AppEnv>) {
    const now = deps.clock.now();
    // Counted before validation, so a flood of bad requests is limited too. Without a socket
    // (in-process tests) every caller shares one key.
    const address = clientAddress(c);
    await enforceRateLimit(deps.db, LOCATION_REQUEST_RULE, address ? ipKey(address) : 'unknown', now);
    const body = await readJson(c);
    const isCity = typeof body === 'object' && body !== null && 'requestedCity' in body;
    const city = isCity ? validated(CityLocationRequestStruct, body, INVALID) : null;
    const home = isCity ? null : validated(AddressLocationRequestStruct, body, INVALID);
    const contact = city ?? home;
    if (!contact) throw new Error('unreachable');
    const values = {
      variant: city ? 'city' : 'address',
      fullName: contact.fullName.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
      homeAddress: home ? home.homeAddress.trim() : null,
      requestedCity: city ? city.requestedCity.trim() : null,
    };
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(locationRequests)
        .values({ ...values, userId: c.get('user')?.id ?? null, createdAt: now })
        .returning();
      if (!inserted) throw new Error('location request insert returned no row');
      await enqueueEmail(tx, {
        to: values.email,
        template: 'locationRequestReceived',
        data: { fullName: values.fullName, place: values.homeAddress ?? values.requestedCity ?? '', phone: values.phone },
      });
      await tellOfficeOfLocationRequest(tx, inserted, now);
      return inserted;
    });
    return { request: toLocationRequestJson(row) };
  }

  serve(routes, bookingEndpoints.requestLocation, handleRequest, { status: 201, readsOwnBody: true });
  return routes;
}
