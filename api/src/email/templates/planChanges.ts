/**
 * To the customer when their recurring plan changes (decision 015): a new cadence from the next
 * period, or a cancel at the period's end. Both say what they will be charged, so both go whatever
 * the customer's email preferences say.
 */
import { CADENCE_INTERVAL_DAYS, CADENCE_LABELS, formatCents, PLANS, type Cadence } from '@housesit/shared-contracts';
import { formatServiceDate } from './format.js';
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface PlanCadenceChangedData {
  firstName: string;
  cadence: Cadence;
  /** The yyyy-MM-dd day the next period (the first at the new cadence) starts; null when no charge is coming (past due). */
  fromDate: string | null;
  /** The monthly price at the new cadence. */
  amountCents: number;
  address: string;
}

export interface PlanCancelledData {
  firstName: string;
  cadence: Cadence;
  /** The yyyy-MM-dd day the plan runs until (its period's end); null when it ended at once. */
  endsOn: string | null;
  address: string;
}

export interface PlanResumedData {
  firstName: string;
  cadence: Cadence;
  /** The yyyy-MM-dd day of the next charge (the current period's end) and what it will be. */
  nextChargeDate: string;
  amountCents: number;
  address: string;
}

const plan = PLANS.recurring.name;
const action = { label: 'See billing & payment info', path: '/homeowner/billing' };

export function planCadenceChangedEmail(data: PlanCadenceChangedData, context: EmailContext): RenderedEmail {
  const label = CADENCE_LABELS[data.cadence];
  const from = data.fromDate ? formatServiceDate(data.fromDate) : null;
  const amount = formatCents(data.amountCents);
  const summary = `From ${from ?? 'your next period'}, a visit every ${CADENCE_INTERVAL_DAYS[data.cadence]} days for ${amount} a month.`;
  return renderEmail(
    {
      subject: from ? `Your plan will be ${label} from ${from}` : `Your plan will be ${label}`,
      preview: summary,
      heading: 'Your plan’s cadence changed',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        { kind: 'paragraph', text: summary },
        { kind: 'paragraph', text: 'The current period keeps its visits.' },
        {
          kind: 'details',
          rows: [
            ['Plan', `${plan}, ${label}`],
            ['From', from ?? 'Your next period'],
            ['Monthly price', amount],
            ['Address', data.address],
          ],
        },
      ],
      action,
      reason: 'You receive this email because your plan with us changed.',
    },
    context,
  );
}

export function planCancelledEmail(data: PlanCancelledData, context: EmailContext): RenderedEmail {
  const until = data.endsOn ? formatServiceDate(data.endsOn) : null;
  return renderEmail(
    {
      subject: 'Your plan is cancelled',
      preview: until ? `It runs until ${until}; nothing more is charged.` : 'It has ended; nothing more is charged.',
      heading: 'Your plan is cancelled',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          text: until
            ? `Your ${plan} plan runs until ${until}. The visits already scheduled until then stay, and nothing more is charged.`
            : `Your ${plan} plan has ended, and nothing more is charged.`,
        },
        {
          kind: 'details',
          rows: [
            ['Plan', `${plan}, ${CADENCE_LABELS[data.cadence]}`],
            ['Runs until', until ?? 'Ended'],
            ['Address', data.address],
          ],
        },
      ],
      action,
      reason: 'You receive this email because your plan with us was cancelled.',
    },
    context,
  );
}

/** A cancelled plan taken back before its period ended: it renews as if never cancelled. */
export function planResumedEmail(data: PlanResumedData, context: EmailContext): RenderedEmail {
  const next = formatServiceDate(data.nextChargeDate);
  const amount = formatCents(data.amountCents);
  return renderEmail(
    {
      subject: 'Your plan is resumed',
      preview: `It renews as before; the next charge of ${amount} is on ${next}.`,
      heading: 'Your plan is resumed',
      greeting: `Hi ${data.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Your ${plan} plan is no longer cancelled: it renews as before. The next charge of ${amount} is on ${next}.`,
        },
        {
          kind: 'details',
          rows: [
            ['Plan', `${plan}, ${CADENCE_LABELS[data.cadence]}`],
            ['Next charge', `${amount} on ${next}`],
            ['Address', data.address],
          ],
        },
      ],
      action,
      reason: 'You receive this email because your plan with us was resumed.',
    },
    context,
  );
}
