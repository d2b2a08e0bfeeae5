/**
 * A customer's rating of a completed visit: 1 to 5 stars and an optional comment, which the
 * visit's sitter sees in their earnings and admins see per sitter.
 */
import { integer, nullable, number, object, size, string, type Infer } from 'superstruct';
import { optionalText } from '../validation.js';

export const RATING_COMMENT_MAX = 1000;
/** How long after a visit's completion its customer may rate it, or change the rating. */
export const RATING_WINDOW_DAYS = 30;

/** PUT /api/visits/:id/rating. */
export const RateVisitStruct = object({
  stars: size(integer(), 1, 5),
  comment: optionalText(RATING_COMMENT_MAX, 'Comment'),
});
export type RateVisit = Infer<typeof RateVisitStruct>;

export const VisitRatingStruct = object({
  visitId: number(),
  stars: number(),
  comment: nullable(string()),
  ratedAt: string(),
});
export type VisitRating = Infer<typeof VisitRatingStruct>;

/** GET /api/visits/:id/rating: null until the customer rates it. */
export interface VisitRatingAnswer {
  rating: VisitRating | null;
}

/** A sitter's ratings: GET /api/sitter/ratings (their own), and per sitter for admins. */
export interface SitterRatings {
  /** Mean stars to one decimal; null without ratings. */
  average: number | null;
  count: number;
  /** The latest, newest first. */
  recent: VisitRating[];
}

export interface SitterRatingSummary {
  sitterId: number;
  name: string;
  average: number | null;
  count: number;
}

export const RATING_MESSAGES = {
  notCompleted: 'Only a completed visit can be rated.',
  windowClosed: `A visit can be rated within ${RATING_WINDOW_DAYS} days of its completion.`,
} as const;

/** How many ratings a sitter's summary lists. */
export const RATINGS_RECENT = 10;
