/**
 * Tips (tips/tips.ts): GET /api/visits/:id/tip (its customer, its sitter, admins), POST
 * /api/visits/:id/tip (the visit's customer: where to pay it), GET /api/tips/:id/receipt.pdf (the
 * customer who paid it and admins; 404 for anyone else, 409 tip.not_paid before it is paid).
 * A tip's sandbox page is the payments' own (routes/payments.ts finds it by its checkout id).
 */
import { ratingsEndpoints as endpoints, TIP_MESSAGES } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { users, visitTips, visits } from '../db/schema.js';
import type { SupportContact } from '../env.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import type { PaymentProvider } from '../payments/provider.js';
import { receiptPdf } from '../receipts/receiptPdf.js';
import { buildTipReceipt, tipReceiptNumber } from '../tips/tipReceipt.js';
import { startTip, tipOf } from '../tips/tips.js';

export interface TipRouteDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  support: SupportContact;
  publicUrl: string;
}

/** Mounted at /api. */
export function tipRoutes(deps: TipRouteDeps) {
  const routes = new Hono<AppEnv>();
  serve(routes, endpoints.visitTip, async (c, { params }) => ({ tip: await tipOf(deps.db, currentUser(c), parseId(params.id)) }));
  serve(
    routes,
    endpoints.tipVisit,
    async (c, { params, body }) => ({
      url: await startTip(deps, currentUser(c), parseId(params.id), body.amountCents, deps.clock.now()),
    }),
    { status: 201 },
  );
  serve(routes, endpoints.tipReceipt, async (c, { params }) => {
    const actor = currentUser(c);
    const [tip] = await deps.db
      .select()
      .from(visitTips)
      .where(eq(visitTips.id, parseId(params.id)));
    if (!tip || (tip.homeownerId !== actor.id && actor.role !== 'admin')) throw notFound('payment.not_found');
    if (tip.status !== 'completed') throw new ApiProblem(409, 'tip.not_paid', TIP_MESSAGES.notPaid);
    const [[visit], [customer], [sitter]] = await Promise.all([
      deps.db.select().from(visits).where(eq(visits.id, tip.visitId)),
      deps.db.select().from(users).where(eq(users.id, tip.homeownerId)),
      deps.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, tip.sitterId)),
    ]);
    if (!visit || !customer || !sitter) throw notFound('payment.not_found');
    const pdf = await receiptPdf(buildTipReceipt(tip, visit, customer, sitter.firstName, deps), deps.clock.now());
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `inline; filename="housesit-receipt-${tipReceiptNumber(tip.id)}.pdf"`);
    return c.body(new Uint8Array(pdf));
  });
  return routes;
}
