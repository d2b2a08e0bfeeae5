import {
  BRAND,
  CANCELLATION_NOTICE_DAYS,
  CUSTOM_TASKS,
  CUSTOM_TASK_POINTS_BUDGET,
  LOCKBOX_PRICE_CENTS,
  PLANS,
  RECURRING_MONTHLY_CENTS,
  SERVICE_AREA,
  type CustomTaskOption,
} from '@housesit/shared-contracts';
import type { ReactNode } from 'react';
import { wholeDollars } from '../../shared/planPrice';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

const taskOptions: CustomTaskOption[] = Object.values(CUSTOM_TASKS);

/** The 12 questions of the landing page and the support page (docs/product/customer.md §2, §9). */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is',
    question: `What is ${BRAND}?`,
    answer: (
      <p>
        {BRAND} sends a trusted sitter to check on your home while you are away. You book and pay online, and after every visit you get a
        report with notes and photos, so you always know your home is fine.
      </p>
    ),
  },
  {
    id: 'service-area',
    question: 'Where do you offer service?',
    answer: (
      <>
        <p>
          {BRAND} is in beta and currently serves {SERVICE_AREA.city}, {SERVICE_AREA.state} {SERVICE_AREA.zip} only.
        </p>
        <p>
          Live somewhere else? Use the &lsquo;Request my location&rsquo; button on the address screen when you book to request your
          location. We use these requests to decide where to go next and will contact you when we can serve your area.
        </p>
      </>
    ),
  },
  {
    id: 'visit-includes',
    question: 'What does each visit include?',
    answer: (
      <p>
        Every visit includes a security check of doors, windows and alarms, mail and package pickup, basic care of your indoor plants and a
        visit report with notes and photos. The recurring plan adds priority scheduling.
      </p>
    ),
  },
  {
    id: 'prices',
    question: 'How much does it cost?',
    answer: (
      <p>
        A {PLANS.standard.name} is {wholeDollars(PLANS.standard.priceCents)} and an {PLANS.extended.name} is{' '}
        {wholeDollars(PLANS.extended.priceCents)} per visit, for each date you select. Recurring visits start at{' '}
        {wholeDollars(RECURRING_MONTHLY_CENTS.extended_biweekly)} per month. A lockbox for key-free access can be added to a standard or
        extended booking for {wholeDollars(LOCKBOX_PRICE_CENTS)}, charged once per property. The total is always shown before you pay.
      </p>
    ),
  },
  {
    id: 'cancellation',
    question: 'Can I cancel or change a booking?',
    answer: (
      <p>
        Yes. Bookings can be cancelled or changed with {CANCELLATION_NOTICE_DAYS} days&rsquo; notice before the visit. Bookings made within{' '}
        {CANCELLATION_NOTICE_DAYS} days of the visit are non-refundable. To cancel or reschedule, sign in, open the visit in My Visits and
        choose &lsquo;Cancel visit&rsquo; or &lsquo;Reschedule&rsquo;; a cancelled visit is refunded to your card. A recurring plan is
        cancelled from Billing and ends when the period already paid ends.
      </p>
    ),
  },
  {
    id: 'last-minute',
    question: 'Can I book at the last minute?',
    answer: (
      <p>
        We recommend booking at least {CANCELLATION_NOTICE_DAYS} days ahead so we can match you with a sitter. Last-minute bookings may
        carry an extra fee; if one applies, it is shown at checkout before you pay.
      </p>
    ),
  },
  {
    id: 'points',
    question: 'How does the point system for extended visits work?',
    answer: (
      <>
        <p>
          Extended and recurring visits let you add tasks of your own. Each task costs points, and each visit has a budget of{' '}
          {CUSTOM_TASK_POINTS_BUDGET} points. Points do not cost extra money.
        </p>
        <ul>
          {taskOptions.map((task) => (
            <li key={task.id}>
              {task.name}: {task.points} points
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'recurring',
    question: 'How does the recurring plan work?',
    answer: (
      <p>
        Choose weekly or bi-weekly visits and a start date. Recurring visits are billed monthly at extended-visit rates:{' '}
        {wholeDollars(RECURRING_MONTHLY_CENTS.extended_weekly)} per month for weekly visits and{' '}
        {wholeDollars(RECURRING_MONTHLY_CENTS.extended_biweekly)} per month for bi-weekly visits, with priority scheduling included.
      </p>
    ),
  },
  {
    id: 'access',
    question: 'How does the sitter get into my home?',
    answer: (
      <p>
        When you book, either add a lockbox to your booking or write access instructions for your sitter (for example, where a key is kept
        or a door code). Instructions are only shown to the sitter assigned to your visit and to our team.
      </p>
    ),
  },
  {
    id: 'payment',
    question: 'How do I pay?',
    answer: (
      <p>
        You pay by card when you book, on the secure hosted checkout page of our card payment provider. We never see or store your full card
        number. After payment you are brought back to a confirmation page: your dates are booked, and a confirmation email follows.
      </p>
    ),
  },
  {
    id: 'reports',
    question: 'How will I know the visit happened?',
    answer: (
      <p>
        At the end of every visit your sitter writes a visit report with notes and photos of your home. You are notified when the visit is
        completed, and you can read every report and view the photos on your Reports page.
      </p>
    ),
  },
  {
    id: 'sitters',
    question: 'Who are the sitters?',
    answer: (
      <p>
        Our sitters are screened, independent contractors from the local community. {BRAND} connects you with them, schedules the visits and
        handles payment, and each visit is documented in a report you can review.
      </p>
    ),
  },
];
