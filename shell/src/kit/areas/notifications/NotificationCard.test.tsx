import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NOTIFICATION_TYPES, type AppNotification, type NotificationDetails, type NotificationType } from '@housesit/shared-contracts';
import { NotificationCard, NotificationItems } from '@housesit/shell/kit/areas';
import { renderArea } from '@housesit/shell/kit/testing';

const noop = () => {};

function note(type: NotificationType, details: NotificationDetails, visitId: number | null = 20): AppNotification {
  return { id: 7, type, visitId, details, createdAt: '2026-06-15T14:00:00.000Z', readAt: null };
}

const moved: NotificationDetails = { date: '2026-06-29', timeWindow: 'evening', previousDate: '2026-06-22', previousTimeWindow: 'morning' };
const june22 = { date: '2026-06-22', timeWindow: 'morning' } as const;
const address = '8 Washington Street';

/** Each kind with its facts, and the words it must show (title, text, link). */
const CASES: Record<NotificationType, { notification: AppNotification; title: string; text: string; link: [label: string, href: string] }> =
  {
    visitCompleted: {
      notification: note('visitCompleted', june22),
      title: 'Visit #20 completed',
      text: 'Your visit of Monday, June 22, 2026 · Morning (8–12) is done. The visit report is now available.',
      link: ['View report', '/reports'],
    },
    visitCancelled: {
      notification: note('visitCancelled', { ...june22, amountCents: 8500, reason: 'Storm warning' }),
      title: 'Visit #20 cancelled',
      text: 'Your visit on Monday, June 22, 2026 · Morning (8–12) is cancelled. Reason: Storm warning. $85.00 will be refunded to your card; it shows on Billing & Payment Info.',
      link: ['View billing', '/homeowner/billing'],
    },
    visitRescheduled: {
      notification: note('visitRescheduled', moved),
      title: 'Visit #20 rescheduled',
      text: 'Now on Monday, June 29, 2026 · Evening (4–8). It was on Monday, June 22, 2026 · Morning (8–12).',
      link: ['View my visits', '/homeowner/visits'],
    },
    visitSitterAssigned: {
      notification: note('visitSitterAssigned', { ...june22, sitterName: 'Sky' }),
      title: 'Visit #20: Sky is your sitter',
      text: 'Sky will do your visit on Monday, June 22, 2026 · Morning (8–12).',
      link: ['View my visits', '/homeowner/visits'],
    },
    visitSitterUnassigned: {
      notification: note('visitSitterUnassigned', { ...june22, sitterName: 'Sam' }),
      title: 'Visit #20: your sitter changed',
      text: 'Sam can no longer do your visit on Monday, June 22, 2026 · Morning (8–12). We will assign another sitter and tell you who.',
      link: ['View my visits', '/homeowner/visits'],
    },
    visitReminder: {
      notification: note('visitReminder', { ...june22, sitterName: 'Sam' }),
      title: 'Visit #20 is tomorrow',
      text: 'Your visit is on Monday, June 22, 2026 · Morning (8–12). Sam is coming.',
      link: ['View my visits', '/homeowner/visits'],
    },
    subscriptionRenewalFailed: {
      notification: note('subscriptionRenewalFailed', { date: '2026-07-20', amountCents: 13500, cadence: 'biweekly' }, null),
      title: 'Your plan’s renewal was declined',
      text: 'We could not charge $135.00 for the period from Monday, July 20, 2026, so no visits were scheduled for it. Your plan is shown on Billing & Payment Info.',
      link: ['View billing', '/homeowner/billing'],
    },
    planCadenceChanged: {
      notification: note('planCadenceChanged', { cadence: 'biweekly', date: '2026-07-20', amountCents: 13500 }, null),
      title: 'Your plan will be bi-weekly',
      text: 'From Monday, July 20, 2026, a visit every 14 days for $135.00 a month. The current period keeps its visits.',
      link: ['View billing', '/homeowner/billing'],
    },
    planCancelled: {
      notification: note('planCancelled', { date: '2026-07-20' }, null),
      title: 'Your plan is cancelled',
      text: 'It runs until Monday, July 20, 2026: the visits already scheduled stay, and nothing more is charged.',
      link: ['View billing', '/homeowner/billing'],
    },
    planResumed: {
      notification: note('planResumed', { date: '2026-07-20', amountCents: 13500 }, null),
      title: 'Your plan is resumed',
      text: 'It renews as before. Its next charge of $135.00 is on Monday, July 20, 2026.',
      link: ['View billing', '/homeowner/billing'],
    },
    passwordChanged: {
      notification: note('passwordChanged', {}, null),
      title: 'Your password was changed',
      text: 'Your other sessions were signed out. If this was not you, choose a new password in Settings now and tell us.',
      link: ['Open settings', '/settings'],
    },
    signedOutElsewhere: {
      notification: note('signedOutElsewhere', { sessionCount: 2 }, null),
      title: 'You signed out everywhere else',
      text: '2 other sessions were signed out; only the one you used stays signed in. If this was not you, change your password in Settings now and tell us.',
      link: ['Open settings', '/settings'],
    },
    sitterVisitAssigned: {
      notification: note('sitterVisitAssigned', { ...june22, address }),
      title: 'Visit #20 assigned to you',
      text: 'On Monday, June 22, 2026 · Morning (8–12) at 8 Washington Street. The tasks and access instructions are in your jobs.',
      link: ['Open my jobs', '/housesitter/jobs'],
    },
    sitterTipReceived: {
      notification: note('sitterTipReceived', { date: '2026-06-22', amountCents: 1000, customerName: 'Robin' }),
      title: 'You received a $10.00 tip from Robin for Monday, June 22, 2026',
      text: 'It is in your earnings and paid out with your week.',
      link: ['Open my earnings', '/housesitter/earnings'],
    },
    sitterVisitRescheduled: {
      notification: note('sitterVisitRescheduled', { ...moved, address }),
      title: 'Visit #20 moved',
      text: 'Now on Monday, June 29, 2026 · Evening (4–8) at 8 Washington Street. It was on Monday, June 22, 2026 · Morning (8–12).',
      link: ['Open my jobs', '/housesitter/jobs'],
    },
    sitterVisitCancelled: {
      notification: note('sitterVisitCancelled', { ...june22, address }),
      title: 'Visit #20 cancelled',
      text: 'The visit on Monday, June 22, 2026 · Morning (8–12) at 8 Washington Street will not take place. It is off your jobs.',
      link: ['Open my jobs', '/housesitter/jobs'],
    },
    sitterVisitUnassigned: {
      notification: note('sitterVisitUnassigned', { ...june22, address }),
      title: 'Visit #20 is no longer yours',
      text: 'The visit on Monday, June 22, 2026 · Morning (8–12) at 8 Washington Street was taken off your schedule: you no longer go.',
      link: ['Open my jobs', '/housesitter/jobs'],
    },
    sitterPasswordChanged: {
      notification: note('sitterPasswordChanged', {}, null),
      title: 'Your password was changed',
      text: 'Your other sessions were signed out. If this was not you, choose a new password in Settings now and tell the office.',
      link: ['Open settings', '/settings'],
    },
    sitterSignedOutElsewhere: {
      notification: note('sitterSignedOutElsewhere', { sessionCount: 1 }, null),
      title: 'You signed out everywhere else',
      text: '1 other session was signed out; only the one you used stays signed in. If this was not you, change your password in Settings now and tell the office.',
      link: ['Open settings', '/settings'],
    },
    visitNeedsSitter: {
      notification: note('visitNeedsSitter', {}),
      title: 'Visit #20 needs a sitter',
      text: 'Its sitter was unassigned: it moved onto a day the sitter already had full, or the sitter’s account was deactivated.',
      link: ['Open job details', '/jobs?from=&q=%2320&visit=20'],
    },
    adminVisitBooked: {
      notification: note('adminVisitBooked', { ...june22, address, customerName: 'Hana Owner', visitCount: 3, amountCents: 25500 }),
      title: 'New booking by Hana Owner',
      text: '3 visits from Monday, June 22, 2026 · Morning (8–12) at 8 Washington Street. Paid $255.00. Assign a sitter in the job queue.',
      link: ['Open job details', '/jobs?from=&q=%2320&visit=20'],
    },
    adminVisitCancelled: {
      notification: note('adminVisitCancelled', { ...june22, address, customerName: 'Hana Owner', amountCents: 8500, sitterName: 'Sky' }),
      title: 'Visit #20 cancelled by Hana Owner',
      text: 'The visit on Monday, June 22, 2026 · Morning (8–12) at 8 Washington Street will not take place. $85.00 is being refunded. Sky was told it is off their jobs.',
      link: ['Open job details', '/jobs?from=&q=%2320&visit=20'],
    },
    adminVisitRescheduled: {
      notification: note('adminVisitRescheduled', { ...moved, customerName: 'Hana Owner' }),
      title: 'Visit #20 rescheduled by Hana Owner',
      text: 'Now on Monday, June 29, 2026 · Evening (4–8). It was on Monday, June 22, 2026 · Morning (8–12).',
      link: ['Open job details', '/jobs?from=&q=%2320&visit=20'],
    },
    adminPlanCancelled: {
      notification: note('adminPlanCancelled', { date: '2026-07-20', cadence: 'weekly', address, customerName: 'Hana Owner' }, null),
      title: 'Hana Owner cancelled their plan',
      text: 'Their weekly plan at 8 Washington Street runs until Monday, July 20, 2026: the visits already scheduled stay. Nothing more is charged.',
      link: ['Open the customers', '/users'],
    },
    adminPlanResumed: {
      notification: note('adminPlanResumed', { date: '2026-07-20', cadence: 'weekly', address, customerName: 'Hana Owner' }, null),
      title: 'Hana Owner resumed their plan',
      text: 'Their weekly plan at 8 Washington Street renews as before. The next charge is on Monday, July 20, 2026.',
      link: ['Open the customers', '/users'],
    },
    adminPaymentFailed: {
      notification: note('adminPaymentFailed', { date: '2026-07-20', amountCents: 13500, customerName: 'Hana Owner' }, null),
      title: 'A payment by Hana Owner failed',
      text: '$135.00 for the plan period from Monday, July 20, 2026 was declined. No visits are scheduled for that period until it is paid.',
      link: ['Open the customers', '/users'],
    },
    adminLocationRequest: {
      notification: note('adminLocationRequest', { customerName: 'Lee Far', address: 'Salem, MA' }, null),
      title: 'New service-area request',
      text: 'Lee Far asked us to serve Salem, MA.',
      link: ['Open service-area requests', '/users'],
    },
    releaseUnstaged: {
      notification: note(
        'releaseUnstaged',
        { remote: 'mf_admin', release: '1.1.0-bbbb', reason: 'Automatically unstaged: 100.0 % failed' },
        null,
      ),
      title: 'Release 1.1.0-bbbb was unstaged automatically',
      text: 'Its users of mf_admin are back on stable. Automatically unstaged: 100.0 % failed.',
      link: ['Open releases', '/admin/releases'],
    },
    releasePublished: {
      notification: note('releasePublished', { remote: 'mf_admin', release: '1.2.0-cccc', tokenName: 'admin-ci', percent: 10 }, null),
      title: 'Release 1.2.0-cccc of mf_admin was staged',
      text: "Published by deploy token 'admin-ci'. It is on staging for 10 % of visitors and whoever opts in.",
      link: ['Open releases', '/admin/releases'],
    },
    adminPasswordChanged: {
      notification: note('adminPasswordChanged', {}, null),
      title: 'Your password was changed',
      text: 'Your other sessions were signed out. If this was not you, choose a new password in Settings now and tell another admin.',
      link: ['Open settings', '/settings'],
    },
    adminSignedOutElsewhere: {
      notification: note('adminSignedOutElsewhere', {}, null),
      title: 'You signed out everywhere else',
      text: 'Your other sessions were signed out; only the one you used stays signed in. If this was not you, change your password in Settings now and tell another admin.',
      link: ['Open settings', '/settings'],
    },
  };

describe('NotificationCard', () => {
  it.each(NOTIFICATION_TYPES)('says what a %s notification is about, in its own words', (type) => {
    const { notification, title, text, link } = CASES[type];
    renderArea(<NotificationCard notification={notification} pending={false} onMarkRead={noop} />);
    const card = screen.getByRole('article', { name: title });
    expect(card).toHaveTextContent(text);
    expect(within(card).getByRole('link', { name: link[0] })).toHaveAttribute('href', link[1]);
  });

  it('says less, never something else, for a notification stored before its facts were kept', () => {
    renderArea(<NotificationCard notification={note('visitRescheduled', {})} pending={false} onMarkRead={noop} />);
    const card = screen.getByRole('article', { name: 'Visit #20 rescheduled' });
    expect(card).toHaveTextContent('The visit moved to another date.');
    expect(card).not.toHaveTextContent('completed');
  });

  it('renders nothing for a kind it does not know, and gives it no row in a list', () => {
    const unknown = { ...note('visitCompleted', {}), id: 8, type: 'visitTeleported' } as unknown as AppNotification;
    const { unmount } = renderArea(<NotificationCard notification={unknown} pending={false} onMarkRead={noop} />);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(/Visit #20/)).toBeNull();
    unmount();

    renderArea(
      <ul aria-label="Notifications">
        <NotificationItems items={[unknown, CASES.visitRescheduled.notification]} pendingId={null} onMarkRead={noop} />
      </ul>,
    );
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Visit #20 rescheduled');
  });
});
