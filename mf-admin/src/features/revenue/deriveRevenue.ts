import { format, startOfMonth, subMonths } from 'date-fns';
import {
  PLANS,
  REVENUE_MONTHS,
  REVENUE_RECENT_PAYMENTS,
  amountToCents,
  type PlanId,
  type Visit,
} from '@housesit/shared-contracts';
import { categoryLabel } from '../jobs/jobFormat';
import { groupUsers } from '../users/groupUsers';

export interface MonthRevenue {
  /** 'yyyy-MM' */
  key: string;
  /** 'Jan 2025' */
  label: string;
  cents: number;
}

export interface ServiceShare {
  id: PlanId;
  name: string;
  visits: number;
  cents: number;
  /** 0..1 of total revenue. */
  share: number;
}

export interface CategoryShare {
  category: string;
  label: string;
  tasks: number;
  /** 0..1 of all tasks booked. */
  share: number;
}

export interface RevenueFigures {
  /** Sum of the amounts of every visit that was not cancelled (paid bookings). */
  totalRevenueCents: number;
  paidVisits: number;
  avgVisitValueCents: number;
  /** Homeowners whose last visit is within the active window (same rule as the users screen). */
  activeUsers: number;
  /** The last REVENUE_MONTHS months, oldest first, the current month last. */
  months: MonthRevenue[];
  /** The REVENUE_RECENT_PAYMENTS most recently completed jobs. */
  recentPayments: Visit[];
  /** Revenue per plan with its share of the total, largest first (DECISIONS.md: computed, not fixed). */
  topServices: ServiceShare[];
  /** Which services the booked visits include, by task category, largest first. */
  taskCategories: CategoryShare[];
}

const completedAt = (v: Visit) => Date.parse(v.report?.completedAt ?? v.scheduledDate);

/** Everything the revenue screen shows, from the jobs list. One pure function, so it is tested alone. */
export function deriveRevenue(jobs: readonly Visit[], now: Date): RevenueFigures {
  // Visits are created once their booking is paid; a cancelled one is not revenue.
  const paid = jobs.filter((v) => v.status !== 'cancelled');
  const totalRevenueCents = paid.reduce((sum, v) => sum + amountToCents(v.totalAmount), 0);
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

  const months: MonthRevenue[] = Array.from({ length: REVENUE_MONTHS }, (_, i) => {
    const month = startOfMonth(subMonths(now, REVENUE_MONTHS - 1 - i));
    return { key: format(month, 'yyyy-MM'), label: format(month, 'MMM yyyy'), cents: 0 };
  });
  const monthByKey = new Map(months.map((m) => [m.key, m]));
  for (const visit of paid) {
    const month = monthByKey.get(format(new Date(visit.scheduledDate), 'yyyy-MM'));
    if (month) month.cents += amountToCents(visit.totalAmount);
  }

  const plans = new Map<PlanId, ServiceShare>();
  for (const visit of paid) {
    const entry = plans.get(visit.planType) ?? {
      id: visit.planType,
      name: PLANS[visit.planType]?.name ?? visit.planType,
      visits: 0,
      cents: 0,
      share: 0,
    };
    entry.visits += 1;
    entry.cents += amountToCents(visit.totalAmount);
    plans.set(visit.planType, entry);
  }
  const topServices = [...plans.values()]
    .map((s) => ({ ...s, share: share(s.cents, totalRevenueCents) }))
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));

  const categories = new Map<string, number>();
  let taskCount = 0;
  for (const visit of paid) {
    for (const t of visit.tasks) {
      categories.set(t.task.category, (categories.get(t.task.category) ?? 0) + 1);
      taskCount += 1;
    }
  }
  const taskCategories = [...categories.entries()]
    .map(([category, tasks]) => ({ category, label: categoryLabel(category), tasks, share: share(tasks, taskCount) }))
    .sort((a, b) => b.tasks - a.tasks || a.label.localeCompare(b.label));

  const recentPayments = jobs
    .filter((v) => v.status === 'completed')
    .sort((a, b) => completedAt(b) - completedAt(a))
    .slice(0, REVENUE_RECENT_PAYMENTS);

  return {
    totalRevenueCents,
    paidVisits: paid.length,
    avgVisitValueCents: paid.length ? Math.round(totalRevenueCents / paid.length) : 0,
    activeUsers: groupUsers(jobs, now).filter((u) => u.isActive).length,
    months,
    recentPayments,
    topServices,
    taskCategories,
  };
}

/** '40%' from 0.4. */
export function formatShare(value: number): string {
  return `${Math.round(value * 100)}%`;
}
