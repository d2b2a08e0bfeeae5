import { array, object } from 'superstruct';
import {
  RateVisitStruct,
  VisitRatingStruct,
  type SitterRatings,
  type SitterRatingSummary,
  type VisitRatingAnswer,
} from '../schemas/rating.js';
import { TipCheckoutStruct, TipVisitStruct, VisitTipAnswerStruct } from '../schemas/tip.js';
import { ADMIN, endpoint, HOMEOWNER, role, shapeOf, SIGNED_IN } from './endpoint.js';

/**
 * A homeowner's stars for a completed visit, and what sitters and admins read of them; and the
 * tip the homeowner may add, paid through the provider and passed on to the visit's sitter.
 */
export const ratingsEndpoints = {
  visitRating: endpoint({
    method: 'GET',
    path: '/api/visits/:id/rating',
    response: shapeOf<VisitRatingAnswer>('VisitRatingAnswer'),
    access: SIGNED_IN,
    object: 'visit',
    summary: "A visit's rating, or null",
  }),
  rateVisit: endpoint({
    method: 'PUT',
    path: '/api/visits/:id/rating',
    body: RateVisitStruct,
    response: VisitRatingStruct,
    access: HOMEOWNER,
    object: 'visit',
    summary: 'Rate a completed visit',
  }),
  sitterRatings: endpoint({
    method: 'GET',
    path: '/api/sitter/ratings',
    response: shapeOf<SitterRatings>('SitterRatings'),
    access: role('housesitter'),
    summary: "The sitter's own ratings",
  }),
  perSitter: endpoint({
    method: 'GET',
    path: '/api/admin/sitter-ratings',
    response: object({ items: array(shapeOf<SitterRatingSummary>('SitterRatingSummary')) }),
    access: ADMIN,
    summary: "Each sitter's average and count",
  }),
  visitTip: endpoint({
    method: 'GET',
    path: '/api/visits/:id/tip',
    response: VisitTipAnswerStruct,
    access: SIGNED_IN,
    object: 'visit',
    summary: "A visit's tip, or null",
  }),
  tipVisit: endpoint({
    method: 'POST',
    path: '/api/visits/:id/tip',
    body: TipVisitStruct,
    response: TipCheckoutStruct,
    access: HOMEOWNER,
    object: 'visit',
    summary: 'Tip the sitter of a completed visit: where to pay it',
  }),
  tipReceipt: endpoint({
    method: 'GET',
    path: '/api/tips/:id/receipt.pdf',
    response: null,
    access: SIGNED_IN,
    object: 'payment',
    summary: "A paid tip's receipt as a PDF",
  }),
};
