import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { RATING_COMMENT_MAX, RATING_WINDOW_DAYS, queryKeys, type VisitRating } from '@housesit/shared-contracts';
import { Button, Field, TextArea, VisuallyHidden, theme, useToast } from '@housesit/shell/kit';
import { ChoiceGroup, Muted, problemToast, useApiAction, useQueryCache } from '@housesit/shell/kit/areas';
import { useVisitRating } from '../api/useVisitRating';

const Stars = styled(ChoiceGroup)`
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 0.5rem;
  label {
    justify-content: center;
    padding: 0.5rem;
  }
`;
const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  border-top: 1px solid ${theme.colors.border};
  padding-top: 1rem;
  margin-top: 1rem;
`;

const STAR_LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'] as const;

/**
 * The customer rates a completed visit (1 to 5 stars, an optional comment), and may change it
 * for RATING_WINDOW_DAYS after the visit; the visit's sitter and the office see it.
 */
export function RateVisit({ visitId }: { visitId: number }) {
  const { data } = useVisitRating(visitId, true);
  // Keyed by the saved rating, so the form starts from it once it has loaded.
  return data ? <RatingForm key={data.rating?.ratedAt ?? 'none'} visitId={visitId} saved={data.rating} /> : null;
}

function RatingForm({ visitId, saved }: { visitId: number; saved: VisitRating | null }) {
  const run = useApiAction();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();
  const [stars, setStars] = useState<number | null>(saved?.stars ?? null);
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [saving, setSaving] = useState(false);
  const commentId = useId();
  const groupName = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) return;
    setSaving(true);
    const outcome = await run((api) => api.team.rateVisit(visitId, { stars, comment }));
    setSaving(false);
    if (outcome.kind !== 'ok') {
      toast(problemToast(outcome, { title: 'Could not save your rating' }));
      return;
    }
    toast({ title: 'Thank you for your rating', variant: 'success' });
    await invalidate(queryKeys.team.visitRating(visitId));
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Rate this visit">
      <Stars>
        <legend>{saved ? 'Your rating' : 'How was this visit?'}</legend>
        {STAR_LABELS.map((label, index) => (
          <label key={label}>
            <input type="radio" name={groupName} value={index + 1} checked={stars === index + 1} onChange={() => setStars(index + 1)} />
            <span aria-hidden="true">{'★'.repeat(index + 1)}</span>
            <VisuallyHidden>{label}</VisuallyHidden>
          </label>
        ))}
      </Stars>
      <Field label="Comment (optional)" htmlFor={commentId} hint="Your sitter and our team read it.">
        <TextArea
          id={commentId}
          rows={2}
          maxLength={RATING_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>
      <Muted>{`You can change your rating for ${RATING_WINDOW_DAYS} days after the visit.`}</Muted>
      <div>
        <Button type="submit" disabled={stars === null || saving}>
          {saving ? 'Saving...' : saved ? 'Update rating' : 'Send rating'}
        </Button>
      </div>
    </Form>
  );
}
