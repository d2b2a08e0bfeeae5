/**
 * The visit as the sitter left it: the server's copy with the actions not yet applied there laid
 * over it, in order, so every screen shows a start, a tick, a photo or a completion at once,
 * signal or not. The server's copy wins again as soon as the action is applied and refetched.
 */
import type { Report, Visit } from '@housesit/shared-contracts';
import type { QueuedAction } from './types';

const startedReport = (checkInAt: string): Report => ({
  id: 0,
  duration: null,
  mediaUrls: [],
  notes: null,
  completedAt: null,
  isArchived: false,
  checkInAt,
  checkOutAt: null,
});

function applyOne(visit: Visit, item: QueuedAction): Visit {
  const { action } = item;
  switch (action.kind) {
    case 'start': {
      if (visit.status !== 'scheduled') return visit;
      const report = visit.report
        ? { ...visit.report, checkInAt: visit.report.checkInAt ?? item.occurredAt }
        : startedReport(item.occurredAt);
      return { ...visit, status: 'in_progress', report };
    }
    case 'task':
      return {
        ...visit,
        tasks: visit.tasks.map((task) =>
          task.id === action.taskId ? { ...task, isCompleted: action.isCompleted, notes: action.notes || null } : task,
        ),
      };
    case 'photo': {
      if (!visit.report || visit.report.mediaUrls.includes(action.mediaUrl)) return visit;
      return { ...visit, report: { ...visit.report, mediaUrls: [...visit.report.mediaUrls, action.mediaUrl] } };
    }
    case 'complete': {
      if (visit.status !== 'in_progress' || !visit.report) return visit;
      return {
        ...visit,
        status: 'completed',
        tasks: visit.tasks.map((task) => (task.isCompleted ? task : { ...task, skipReason: action.taskReasons[String(task.id)] ?? null })),
        report: {
          ...visit.report,
          completedAt: item.occurredAt,
          checkOutAt: item.occurredAt,
          notes: action.notes || visit.report.notes,
        },
      };
    }
  }
}

/** The visit with `items` (of any visit, in sending order) applied. */
export function withPending(visit: Visit, items: readonly QueuedAction[]): Visit {
  return items.filter((item) => item.visitId === visit.id).reduce(applyOne, visit);
}
