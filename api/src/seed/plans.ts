/**
 * What the demo homeowners booked: visits in every status around today, and a history of
 * completed visits over the last months so the revenue screen has months to show. Each plan is
 * one booking, paid (or refunded, for the cancelled visit) two weeks before its visit.
 */
import type { Cadence, CustomTaskId, PlanId, VisitStatus } from '@housesit/shared-contracts';
import { atLocalTime, dayRange } from '../time/serviceDay.js';

export interface VisitPlan {
  status: VisitStatus;
  plan: PlanId;
  cadence?: Cadence;
  lockbox?: boolean;
  when: Date;
  assigned: boolean;
  addOns?: CustomTaskId[];
  specialInstructions?: string;
  /** The visit's report: the sitter checks in 5 minutes after the scheduled time. */
  report?: { notes: string | null; durationMinutes: number | null; photos: number; taskNote?: string };
}

/** Every status for one homeowner; `shift` varies days and times between the two homeowners. */
export function visitPlans(now: Date, shift: number): VisitPlan[] {
  const today = dayRange(now);
  // "Later today": two hours from now, but never past the local day's last minute, and never
  // before now: seeded at 23:55 the visit still to start is at 23:59, not tomorrow.
  const laterToday = new Date(Math.max(now.getTime(), Math.min(now.getTime() + 2 * 3600_000, today.end.getTime() - 60_000)));
  // In progress since 45 minutes ago, but never since yesterday: seeded just after midnight, the
  // visit being worked is still on today's list.
  const startedToday = new Date(Math.max(now.getTime() - (45 + shift * 10) * 60_000, today.start.getTime()));
  return [
    {
      status: 'scheduled',
      plan: 'standard',
      when: atLocalTime(now, 3 + shift, 10),
      assigned: true,
      specialInstructions: 'Please check the basement dehumidifier.',
    },
    {
      status: 'scheduled',
      plan: 'extended',
      lockbox: true,
      when: atLocalTime(now, 9 + shift, 14, 30),
      assigned: true,
      addOns: shift === 0 ? ['litter', 'windowboxes'] : ['dogoutside', 'largeparcel'],
    },
    {
      status: 'scheduled',
      plan: 'recurring',
      cadence: 'biweekly',
      when: atLocalTime(now, 16 + shift, 9),
      assigned: false,
      addOns: ['gardenwater'],
    },
    { status: 'scheduled', plan: 'standard', when: laterToday, assigned: true },
    {
      status: 'in_progress',
      plan: 'extended',
      when: startedToday,
      assigned: true,
      addOns: ['fishcare'],
      report: { notes: null, durationMinutes: null, photos: 1 },
    },
    {
      status: 'completed',
      plan: 'standard',
      when: atLocalTime(now, -6 - shift, 11),
      assigned: true,
      report: {
        notes: 'All doors and windows locked. Collected mail and two small packages, left on the hall table. Watered the kitchen plants.',
        durationMinutes: 35,
        photos: 2,
        taskNote: 'Two packages brought inside.',
      },
    },
    {
      status: 'completed',
      plan: 'extended',
      when: atLocalTime(now, -13 - shift, 15),
      assigned: true,
      addOns: shift === 0 ? ['blindslights', 'gardenwater'] : ['reptilecare', 'blindslights'],
      report: {
        notes: 'House secure, thermostat at 64°F. Rotated the blinds and lights and watered the garden beds; the back gate latch is loose.',
        durationMinutes: 50,
        photos: 2,
      },
    },
    { status: 'cancelled', plan: 'standard', when: atLocalTime(now, 20 + shift, 13), assigned: false },
  ];
}

const HISTORY_NOTES = [
  'All secure. Mail and a parcel brought in, plants watered, heating checked.',
  'Doors and windows checked, all locked. Took the recycling bin back in from the kerb.',
  'Quiet visit: house secure, mail on the hall table, thermostat at 62°F.',
  'Everything in order. Watered the plants and ran the taps for a minute upstairs and down.',
  'House secure. Brought in the newspapers and a flyer from the porch; blinds rotated.',
];

/**
 * Completed visits of past months, one booking each (days back from today; `shift` staggers
 * the two homeowners so their months differ).
 */
export function historyPlans(now: Date, shift: number): VisitPlan[] {
  const choices: { plan: PlanId; lockbox?: boolean; addOns?: CustomTaskId[] }[] =
    shift === 0
      ? [
          { plan: 'extended', addOns: ['litter'] },
          { plan: 'standard', lockbox: true },
          { plan: 'extended' },
          { plan: 'standard' },
          { plan: 'extended', lockbox: true, addOns: ['gardenwater'] },
        ]
      : [
          { plan: 'standard' },
          { plan: 'extended', addOns: ['dogoutside'] },
          { plan: 'extended', lockbox: true },
          { plan: 'standard' },
          { plan: 'extended', addOns: ['fishcare', 'blindslights'] },
        ];
  return choices.map((choice, i) => ({
    status: 'completed',
    ...choice,
    when: atLocalTime(now, -(26 + i * 29 + shift * 5), 10 + i),
    assigned: true,
    report: { notes: HISTORY_NOTES[i] ?? null, durationMinutes: 30 + i * 5, photos: 1 },
  }));
}
