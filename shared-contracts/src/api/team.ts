import type { MarkPayout } from '../schemas/payout.js';
import type { RateVisit } from '../schemas/rating.js';
import type { TipVisit } from '../schemas/tip.js';
import { payoutsRoutes as p } from './routes.generated.js';
import { ratingsRoutes as r } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** Ratings of completed visits, and sitters' payouts. */
export function teamApi(t: Transport) {
  return {
    visitRating: (visitId: number) => call(t, r.visitRating, { params: { id: visitId } }),
    /** The visit's customer: 1 to 5 stars and a comment, within 30 days of its completion. */
    rateVisit: (visitId: number, rating: RateVisit) => call(t, r.rateVisit, { params: { id: visitId }, body: rating }),
    visitTip: (visitId: number) => call(t, r.visitTip, { params: { id: visitId } }),
    /** The visit's customer: a tip for its sitter; answers the provider's page to pay it on. */
    tipVisit: (visitId: number, tip: TipVisit) => call(t, r.tipVisit, { params: { id: visitId }, body: tip }),
    /** The signed-in sitter's ratings. */
    myRatings: () => call(t, r.sitterRatings, {}),
    /** Admins: every sitter's average and count. */
    sitterRatings: () => call(t, r.perSitter, {}),
    /** Admins: the last weeks' pay per sitter, pending or paid. */
    payouts: () => call(t, p.weeks, {}),
    markPaid: (payout: MarkPayout) => call(t, p.markPaid, { body: payout }),
    /** The signed-in sitter's paid weeks. */
    myPayouts: () => call(t, p.mine, {}),
  };
}
