import { useId } from 'react';
import { Field, Input } from '@housesit/shell/kit';

/** The rollout percentage of a stage: who gets the release without opting in. */
export function StageFields({ percent, onChange }: { percent: number; onChange(percent: number): void }) {
  const id = useId();
  return (
    <Field label="Rollout (%)" htmlFor={id} hint="0 to 100: the share of people who get it without opting in.">
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={String(percent)}
        onChange={(event) => onChange(Math.min(100, Math.max(0, Math.round(Number(event.target.value) || 0))))}
      />
    </Field>
  );
}
