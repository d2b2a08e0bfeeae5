import { useId } from 'react';
import { LIFECYCLE_MESSAGES, REASON_MAX, type VisitTask } from '@housesit/shared-contracts';
import { Field, Input } from '@housesit/shell/kit';

export type SkipReasonDrafts = Record<number, string>;

/** The reasons typed for the tasks still unticked (missingTaskReasons says which are still owed). */
export function taskReasonsFor(tasks: readonly VisitTask[], drafts: SkipReasonDrafts): Record<string, string> {
  const reasons: Record<string, string> = {};
  for (const task of tasks) {
    const reason = (drafts[task.id] ?? '').trim();
    if (!task.isCompleted && reason) reasons[String(task.id)] = reason;
  }
  return reasons;
}

function ReasonField({
  task,
  value,
  error,
  onChange,
  disabled,
}: {
  task: VisitTask;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <Field label={`Why was '${task.task.name}' not done?`} htmlFor={id} error={error}>
      <Input id={id} value={value} maxLength={REASON_MAX} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/**
 * A reason for each task left unticked (docs/product/DECISIONS.md 'Visit safety'): asked before Complete
 * visit, sent with it, and shown to the homeowner in the report.
 */
export function SkipReasons({
  tasks,
  drafts,
  onChange,
  fieldErrors,
  disabled,
}: {
  tasks: readonly VisitTask[];
  drafts: SkipReasonDrafts;
  onChange: (taskId: number, reason: string) => void;
  fieldErrors: Record<string, string>;
  disabled: boolean;
}) {
  const open = tasks.filter((task) => !task.isCompleted);
  if (open.length === 0) return null;
  return (
    <fieldset>
      <legend>Tasks not done</legend>
      <p>{LIFECYCLE_MESSAGES.taskReasonRequired}</p>
      {open.map((task) => (
        <ReasonField
          key={task.id}
          task={task}
          value={drafts[task.id] ?? ''}
          error={fieldErrors[`taskReasons.${task.id}`]}
          onChange={(reason) => onChange(task.id, reason)}
          disabled={disabled}
        />
      ))}
    </fieldset>
  );
}
