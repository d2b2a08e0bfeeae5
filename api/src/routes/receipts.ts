/**
 * GET /api/payments/:id/receipt.pdf: a completed payment's receipt (receipts/receipt.ts), for the
 * customer who paid and for admins. Another customer's payment is a 404 like an unknown one; a
 * payment that never completed (pending, declined) has no receipt: 409 payment.not_paid.
 */
import { BOOKING_MESSAGES, bookingEndpoints } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { users } from '../db/schema.js';
import type { SupportContact } from '../env.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { findById } from '../payments/records.js';
import { refundsOf } from '../payments/refunds.js';
import { buildReceipt, receiptNumber } from '../receipts/receipt.js';
import { receiptPdf } from '../receipts/receiptPdf.js';

/** Statuses of a payment that took the customer's money (a refunded one did, then gave it back). */
const PAID = new Set(['completed', 'refunded']);

/** Mounted at /api. */
export function receiptRoutes(deps: { db: Database; clock: Clock; support: SupportContact; publicUrl: string }) {
  const routes = new Hono<AppEnv>();
  serve(routes, bookingEndpoints.receipt, async (c, { params }) => {
    const actor = currentUser(c);
    const record = await findById(deps.db, parseId(params.id));
    if (!record || (record.payment.userId !== actor.id && actor.role !== 'admin')) throw notFound('payment.not_found');
    if (!PAID.has(record.payment.status)) throw new ApiProblem(409, 'payment.not_paid', BOOKING_MESSAGES.receiptNotPaid);
    const [customer] = await deps.db.select().from(users).where(eq(users.id, record.payment.userId));
    if (!customer) throw notFound('payment.not_found');
    const refunds = (await refundsOf(deps.db, [record.payment.id])).get(record.payment.id) ?? [];
    const receipt = buildReceipt(record, refunds, customer, deps);
    const pdf = await receiptPdf(receipt, deps.clock.now());
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `inline; filename="housesit-receipt-${receiptNumber(record.payment.id)}.pdf"`);
    return c.body(new Uint8Array(pdf));
  });
  return routes;
}
