import { array, object } from 'superstruct';
import { MarkPayoutStruct, type PayoutWeek, type SitterPayout } from '../schemas/payout.js';
import { ADMIN, endpoint, role, shapeOf } from './endpoint.js';

const PayoutWeekStruct = shapeOf<PayoutWeek>('PayoutWeek');

/** What the sitters earned each week, and which weeks the office has paid. */
export const payoutsEndpoints = {
  weeks: endpoint({
    method: 'GET',
    path: '/api/admin/payouts',
    response: object({ items: array(PayoutWeekStruct) }),
    access: ADMIN,
    summary: "The recent weeks' payouts per sitter",
  }),
  markPaid: endpoint({
    method: 'POST',
    path: '/api/admin/payouts',
    body: MarkPayoutStruct,
    response: PayoutWeekStruct,
    access: ADMIN,
    summary: "Mark a sitter's week paid",
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/sitter/payouts',
    response: object({ items: array(shapeOf<SitterPayout>('SitterPayout')) }),
    access: role('housesitter'),
    summary: "The sitter's paid weeks",
  }),
};
