import { ApiProblem, notFound } from './errors.js';

/** Largest value of a PostgreSQL integer (serial) column. */
const MAX_ID = 2_147_483_647;

/** A path id such as /visit/:id: anything but a positive whole number in range is a 404. */
export function parseId(raw: string | undefined): number {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id > MAX_ID) throw notFound();
  return id;
}

/**
 * A query value such as ?limit=: absent gives `fallback`; anything but a whole number from `min`
 * to `max` is a 400. The default `max` is the largest id, so an offset or id at 2^63 or beyond
 * is refused here instead of failing in the database as a 500. Page sizes pass `Infinity` (they
 * are cut to their maximum).
 */
export function wholeNumber(field: string, value: string | undefined, fallback: number, min: number, max = MAX_ID): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    const message =
      max === Infinity ? `${field} must be a whole number of at least ${min}` : `${field} must be a whole number from ${min} to ${max}`;
    throw new ApiProblem(400, 'request.invalid', message, { [field]: message });
  }
  return Number(value);
}
