/**
 * Every kind of stored notification and what it says: the one place the words live, for every
 * area that lists notifications (the homeowner's, the sitter's, the admins'). A kind is added
 * here with its words and its link, and nowhere else in the front ends; the database's CHECK list
 * comes from NOTIFICATION_TYPES, so a new kind also needs a migration (npm run db:generate).
 *
 * Each kind is told to one audience, in that audience's words: a cancelled visit is 'any refund
 * is on your billing page' to the customer and 'it is off your jobs' to its sitter, two kinds.
 * Words use the facts stored with the notification (details.ts), each only when present.
 */
import { CADENCE_INTERVAL_DAYS, CADENCE_LABELS, formatCents } from '../pricing.js';
import { SITTER_PATHS } from '../routes.js';
import { serviceDayLabel } from '../rules/visitRules.js';
import { timeWindowText, type TimeWindow } from '../schemas/timeWindow.js';
import type { NotificationDetails } from './details.js';

/** What the words are made of: the notification's visit and its stored facts. */
export interface NotificationFacts {
  visitId: number | null;
  details: NotificationDetails;
}

export interface NotificationWords {
  title: string;
  text: string;
  /** Where the notification leads (following it marks it read). */
  link: { to: string; label: string } | null;
}

export type NotificationAudience = 'homeowner' | 'sitter' | 'admin';

interface CatalogueEntry {
  audience: NotificationAudience;
  words(facts: NotificationFacts): NotificationWords;
}

/** 'Monday, June 22, 2026' for a yyyy-MM-dd service-area day (noon UTC is that day in New York). */
export function notificationDay(day: string): string {
  return serviceDayLabel(`${day}T12:00:00Z`);
}

/** 'Monday, June 22, 2026 · Morning (8–12)', or the day alone when the window was not stored. */
function when(day: string, window: TimeWindow | undefined): string {
  return window ? `${notificationDay(day)} · ${timeWindowText(window)}` : notificationDay(day);
}

const visitLabel = ({ visitId }: NotificationFacts) => (visitId !== null ? `Visit #${visitId}` : 'Your visit');
/** Someone's words as a sentence: a full stop added unless they ended it themselves. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
/** The sentences that have their facts, joined. */
const sentences = (...parts: Array<string | false | undefined>) => parts.filter((part): part is string => Boolean(part)).join(' ');

const BILLING = { to: '/homeowner/billing', label: 'View billing' };
const MY_VISITS = { to: '/homeowner/visits', label: 'View my visits' };
const MY_JOBS = { to: SITTER_PATHS.jobs, label: 'Open my jobs' };
/** The admin area's Releases screen (mf-admin's area.json). */
export const RELEASES_PATH = '/admin/releases';

/** The admin job queue opened on one job, searched by its id, with its details open. */
export function adminJobLink(visitId: number): string {
  return `/jobs?${new URLSearchParams({ from: '', q: `#${visitId}`, visit: String(visitId) }).toString()}`;
}

/** The office's words for a visit, and where it is handled: its job details, else the queue. */
const officeVisitLabel = ({ visitId }: NotificationFacts) => (visitId !== null ? `Visit #${visitId}` : 'A visit');
const officeJobLink = ({ visitId }: NotificationFacts) =>
  visitId !== null ? { to: adminJobLink(visitId), label: 'Open job details' } : { to: '/jobs', label: 'Open the job queue' };
/** The admin users screen: customers, and the service-area requests below them. */
const CUSTOMERS = { to: '/users', label: 'Open the customers' };

/** 'Monday, June 22, 2026 · Morning (8–12) at 1 Front Street': the visit as its sitter knows it. */
function sitterVisit(day: string, details: NotificationDetails): string {
  return `${when(day, details.timeWindow)}${details.address ? ` at ${details.address}` : ''}`;
}

/** What the customer is told of their refund when the cancel stored it (null: stored before refunds were). */
function refundSentence(amountCents: number | undefined): string {
  if (amountCents === undefined) return 'Any refund due is shown on Billing & Payment Info.';
  if (amountCents === 0) return 'No refund is due for this visit.';
  return `${formatCents(amountCents)} will be refunded to your card; it shows on Billing & Payment Info.`;
}

/** 'You received a $10.00 tip from Hana for Monday, June 22, 2026': a customer tipped a visit. */
export function tipReceivedText(details: Pick<NotificationDetails, 'amountCents' | 'customerName' | 'date'>): string {
  const amount = details.amountCents !== undefined ? `a ${formatCents(details.amountCents)} tip` : 'a tip';
  return `You received ${amount}${details.customerName ? ` from ${details.customerName}` : ''}${details.date ? ` for ${notificationDay(details.date)}` : ''}`;
}

/** /settings, where a person sees where they are signed in and changes their password (every role). */
const SETTINGS = { to: '/settings', label: 'Open settings' };

/**
 * A password change or a 'sign out everywhere else', told to the account's owner in-app as well as
 * by email: if it was not them, they learn it at once, with whom to tell in their own role's words.
 */
function passwordChangedWords(ifNotYou: string): NotificationWords {
  return {
    title: 'Your password was changed',
    text: `Your other sessions were signed out. If this was not you, choose a new password in Settings now and ${ifNotYou}.`,
    link: SETTINGS,
  };
}

function signedOutElsewhereWords({ details }: NotificationFacts, ifNotYou: string): NotificationWords {
  const { sessionCount } = details;
  const ended =
    sessionCount === undefined
      ? 'Your other sessions were'
      : sessionCount === 1
        ? '1 other session was'
        : `${sessionCount} other sessions were`;
  return {
    title: 'You signed out everywhere else',
    text: `${ended} signed out; only the one you used stays signed in. If this was not you, change your password in Settings now and ${ifNotYou}.`,
    link: SETTINGS,
  };
}

const CATALOGUE = {
  visitCompleted: {
    audience: 'homeowner',
    words: (facts) => ({
      title: `${visitLabel(facts)} completed`,
      text: sentences(
        facts.details.date && `Your visit of ${when(facts.details.date, facts.details.timeWindow)} is done.`,
        'The visit report is now available.',
      ),
      link: { to: '/reports', label: 'View report' },
    }),
  },
  visitCancelled: {
    audience: 'homeowner',
    words: (facts) => ({
      title: `${visitLabel(facts)} cancelled`,
      text: sentences(
        facts.details.date && `Your visit on ${when(facts.details.date, facts.details.timeWindow)} is cancelled.`,
        facts.details.reason && `Reason: ${asSentence(facts.details.reason)}`,
        refundSentence(facts.details.amountCents),
      ),
      link: BILLING,
    }),
  },
  visitRescheduled: {
    audience: 'homeowner',
    words: (facts) => {
      const { date, timeWindow, previousDate, previousTimeWindow } = facts.details;
      return {
        title: `${visitLabel(facts)} rescheduled`,
        text: date
          ? sentences(`Now on ${when(date, timeWindow)}.`, previousDate && `It was on ${when(previousDate, previousTimeWindow)}.`)
          : 'The visit moved to another date.',
        link: MY_VISITS,
      };
    },
  },
  visitSitterAssigned: {
    audience: 'homeowner',
    words: (facts) => {
      const { sitterName, date, timeWindow } = facts.details;
      return {
        title: `${visitLabel(facts)}: ${sitterName ?? 'a sitter'} is your sitter`,
        text: `${sitterName ?? 'Your sitter'} will do your visit${date ? ` on ${when(date, timeWindow)}` : ''}.`,
        link: MY_VISITS,
      };
    },
  },
  visitSitterUnassigned: {
    audience: 'homeowner',
    words: (facts) => {
      const { sitterName, date, timeWindow } = facts.details;
      return {
        title: `${visitLabel(facts)}: your sitter changed`,
        text: sentences(
          `${sitterName ?? 'Your sitter'} can no longer do your visit${date ? ` on ${when(date, timeWindow)}` : ''}.`,
          'We will assign another sitter and tell you who.',
        ),
        link: MY_VISITS,
      };
    },
  },
  /** The day before a visit: when, and who is coming (the sitter's first name) or that nobody is assigned yet. */
  visitReminder: {
    audience: 'homeowner',
    words: (facts) => {
      const { sitterName, date, timeWindow } = facts.details;
      return {
        title: `${visitLabel(facts)} is tomorrow`,
        text: sentences(
          date && `Your visit is on ${when(date, timeWindow)}.`,
          sitterName ? `${sitterName} is coming.` : 'No sitter is assigned yet; we will tell you who is coming.',
        ),
        link: MY_VISITS,
      };
    },
  },
  subscriptionRenewalFailed: {
    audience: 'homeowner',
    words: ({ details }) => ({
      title: 'Your plan’s renewal was declined',
      text:
        details.amountCents !== undefined && details.date
          ? `We could not charge ${formatCents(details.amountCents)} for the period from ${notificationDay(details.date)}, so no visits were scheduled for it. Your plan is shown on Billing & Payment Info.`
          : 'No visits were scheduled for the new period. Your plan is shown on Billing & Payment Info.',
      link: BILLING,
    }),
  },
  planCadenceChanged: {
    audience: 'homeowner',
    words: ({ details }) => ({
      title: details.cadence ? `Your plan will be ${CADENCE_LABELS[details.cadence]}` : 'Your plan’s cadence changed',
      text: sentences(
        `From ${details.date ? notificationDay(details.date) : 'your next period'}${details.cadence ? `, a visit every ${CADENCE_INTERVAL_DAYS[details.cadence]} days` : ''}${details.amountCents !== undefined ? ` for ${formatCents(details.amountCents)} a month` : ''}.`,
        'The current period keeps its visits.',
      ),
      link: BILLING,
    }),
  },
  planCancelled: {
    audience: 'homeowner',
    words: ({ details }) => ({
      title: 'Your plan is cancelled',
      text: details.date
        ? `It runs until ${notificationDay(details.date)}: the visits already scheduled stay, and nothing more is charged.`
        : 'It has ended: nothing more is charged.',
      link: BILLING,
    }),
  },
  planResumed: {
    audience: 'homeowner',
    words: ({ details }) => ({
      title: 'Your plan is resumed',
      text: sentences(
        'It renews as before.',
        details.date &&
          `Its next charge${details.amountCents !== undefined ? ` of ${formatCents(details.amountCents)}` : ''} is on ${notificationDay(details.date)}.`,
      ),
      link: BILLING,
    }),
  },
  passwordChanged: {
    audience: 'homeowner',
    words: () => passwordChangedWords('tell us'),
  },
  signedOutElsewhere: {
    audience: 'homeowner',
    words: (facts) => signedOutElsewhereWords(facts, 'tell us'),
  },
  sitterVisitAssigned: {
    audience: 'sitter',
    words: (facts) => ({
      title: `${visitLabel(facts)} assigned to you`,
      text: sentences(
        facts.details.date && `On ${sitterVisit(facts.details.date, facts.details)}.`,
        'The tasks and access instructions are in your jobs.',
      ),
      link: MY_JOBS,
    }),
  },
  sitterVisitRescheduled: {
    audience: 'sitter',
    words: (facts) => {
      const { date, previousDate, previousTimeWindow } = facts.details;
      return {
        title: `${visitLabel(facts)} moved`,
        text: date
          ? sentences(`Now on ${sitterVisit(date, facts.details)}.`, previousDate && `It was on ${when(previousDate, previousTimeWindow)}.`)
          : 'The visit moved to another date.',
        link: MY_JOBS,
      };
    },
  },
  sitterVisitCancelled: {
    audience: 'sitter',
    words: (facts) => ({
      title: `${visitLabel(facts)} cancelled`,
      text: `${facts.details.date ? `The visit on ${sitterVisit(facts.details.date, facts.details)}` : 'The visit'} will not take place. It is off your jobs.`,
      link: MY_JOBS,
    }),
  },
  sitterVisitUnassigned: {
    audience: 'sitter',
    words: (facts) => ({
      title: `${visitLabel(facts)} is no longer yours`,
      text: `${facts.details.date ? `The visit on ${sitterVisit(facts.details.date, facts.details)}` : 'The visit'} was taken off your schedule: you no longer go.`,
      link: MY_JOBS,
    }),
  },
  sitterTipReceived: {
    audience: 'sitter',
    words: ({ details }) => ({
      title: tipReceivedText(details),
      text: 'It is in your earnings and paid out with your week.',
      link: { to: SITTER_PATHS.earnings, label: 'Open my earnings' },
    }),
  },
  sitterPasswordChanged: {
    audience: 'sitter',
    words: () => passwordChangedWords('tell the office'),
  },
  sitterSignedOutElsewhere: {
    audience: 'sitter',
    words: (facts) => signedOutElsewhereWords(facts, 'tell the office'),
  },
  visitNeedsSitter: {
    audience: 'admin',
    words: (facts) => ({
      title: `${facts.visitId !== null ? `Visit #${facts.visitId}` : 'A visit'} needs a sitter`,
      text: 'Its sitter was unassigned: it moved onto a day the sitter already had full, or the sitter’s account was deactivated.',
      link: facts.visitId !== null ? { to: adminJobLink(facts.visitId), label: 'Open job details' } : null,
    }),
  },
  adminVisitBooked: {
    audience: 'admin',
    words: (facts) => {
      const { customerName, visitCount, date, timeWindow, address, cadence, amountCents } = facts.details;
      const visitsText = visitCount === undefined ? 'Visits' : visitCount === 1 ? 'One visit' : `${visitCount} visits`;
      return {
        title: `New booking${customerName ? ` by ${customerName}` : ''}`,
        text: sentences(
          date ? `${visitsText} from ${when(date, timeWindow)}${address ? ` at ${address}` : ''}.` : 'A customer booked and paid.',
          cadence && `A ${CADENCE_LABELS[cadence]} plan.`,
          amountCents !== undefined && `Paid ${formatCents(amountCents)}.`,
          'Assign a sitter in the job queue.',
        ),
        link: officeJobLink(facts),
      };
    },
  },
  adminVisitCancelled: {
    audience: 'admin',
    words: (facts) => {
      const { customerName, date, timeWindow, address, amountCents } = facts.details;
      return {
        title: `${officeVisitLabel(facts)} cancelled by ${customerName ?? 'the customer'}`,
        text: sentences(
          date && `The visit on ${when(date, timeWindow)}${address ? ` at ${address}` : ''} will not take place.`,
          amountCents !== undefined && (amountCents === 0 ? 'No refund was due.' : `${formatCents(amountCents)} is being refunded.`),
          facts.details.sitterName && `${facts.details.sitterName} was told it is off their jobs.`,
        ),
        link: officeJobLink(facts),
      };
    },
  },
  adminVisitRescheduled: {
    audience: 'admin',
    words: (facts) => {
      const { customerName, date, timeWindow, previousDate, previousTimeWindow } = facts.details;
      return {
        title: `${officeVisitLabel(facts)} rescheduled by ${customerName ?? 'the customer'}`,
        text: date
          ? sentences(`Now on ${when(date, timeWindow)}.`, previousDate && `It was on ${when(previousDate, previousTimeWindow)}.`)
          : 'The visit moved to another date.',
        link: officeJobLink(facts),
      };
    },
  },
  adminPlanCancelled: {
    audience: 'admin',
    words: ({ details }) => ({
      title: `${details.customerName ?? 'A customer'} cancelled their plan`,
      text: sentences(
        `Their ${details.cadence ? `${CADENCE_LABELS[details.cadence]} ` : ''}plan${details.address ? ` at ${details.address}` : ''} ${
          details.date ? `runs until ${notificationDay(details.date)}: the visits already scheduled stay` : 'has ended'
        }.`,
        'Nothing more is charged.',
      ),
      link: CUSTOMERS,
    }),
  },
  adminPlanResumed: {
    audience: 'admin',
    words: ({ details }) => ({
      title: `${details.customerName ?? 'A customer'} resumed their plan`,
      text: sentences(
        `Their ${details.cadence ? `${CADENCE_LABELS[details.cadence]} ` : ''}plan${details.address ? ` at ${details.address}` : ''} renews as before.`,
        details.date && `The next charge is on ${notificationDay(details.date)}.`,
      ),
      link: CUSTOMERS,
    }),
  },
  adminPaymentFailed: {
    audience: 'admin',
    words: ({ details }) => ({
      title: `A payment by ${details.customerName ?? 'a customer'} failed`,
      text: sentences(
        details.amountCents !== undefined
          ? `${formatCents(details.amountCents)}${details.date ? ` for the plan period from ${notificationDay(details.date)}` : ''} was declined.`
          : 'A plan payment was declined.',
        'No visits are scheduled for that period until it is paid.',
      ),
      link: CUSTOMERS,
    }),
  },
  adminLocationRequest: {
    audience: 'admin',
    words: ({ details }) => ({
      title: 'New service-area request',
      text: `${details.customerName ?? 'Someone'} asked us to serve ${details.address ?? 'their area'}.`,
      link: { to: '/users', label: 'Open service-area requests' },
    }),
  },
  releaseUnstaged: {
    audience: 'admin',
    words: ({ details }) => ({
      title: `${details.release ? `Release ${details.release}` : 'A staged release'} was unstaged automatically`,
      text: sentences(
        `${details.remote ? `Its users of ${details.remote}` : 'Its users'} are back on stable.`,
        details.reason && asSentence(details.reason),
      ),
      link: { to: RELEASES_PATH, label: 'Open releases' },
    }),
  },
  releasePublished: {
    audience: 'admin',
    words: ({ details }) => ({
      title: `${details.release ? `Release ${details.release}` : 'A release'}${details.remote ? ` of ${details.remote}` : ''} was ${details.percent !== undefined ? 'staged' : 'published'}`,
      text: sentences(
        `Published by deploy token '${details.tokenName ?? 'unknown'}'.`,
        details.percent !== undefined &&
          (details.percent > 0
            ? `It is on staging for ${details.percent} % of visitors and whoever opts in.`
            : 'It is on staging for whoever opts in.'),
      ),
      link: { to: RELEASES_PATH, label: 'Open releases' },
    }),
  },
  adminPasswordChanged: {
    audience: 'admin',
    words: () => passwordChangedWords('tell another admin'),
  },
  adminSignedOutElsewhere: {
    audience: 'admin',
    words: (facts) => signedOutElsewhereWords(facts, 'tell another admin'),
  },
} as const satisfies Record<string, CatalogueEntry>;

export type NotificationType = keyof typeof CATALOGUE;

/** Every kind, in the catalogue's order (the database's CHECK list and the API's contract). */
export const NOTIFICATION_TYPES = Object.keys(CATALOGUE) as NotificationType[];

export function isNotificationType(type: string): type is NotificationType {
  return Object.hasOwn(CATALOGUE, type);
}

/** Who a kind is for. */
export function notificationAudience(type: NotificationType): NotificationAudience {
  return CATALOGUE[type].audience;
}

/**
 * What a notification says, or null for a kind this build does not know (a newer API's): a
 * screen shows nothing rather than words that may be untrue.
 */
export function notificationWords(notification: NotificationFacts & { type: string }): NotificationWords | null {
  if (!isNotificationType(notification.type)) return null;
  const entry: CatalogueEntry = CATALOGUE[notification.type];
  return entry.words({ visitId: notification.visitId, details: notification.details });
}
