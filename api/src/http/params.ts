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

/** A query value such as ?limit=: absent gives `fallback`; anything but a whole number ≥ `min` is a 400. */
export function wholeNumber(field: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    const message = `${field} must be a whole number of at least ${min}`;
    throw new ApiProblem(400, 'request.invalid', message, { [field]: message });
  }
  return Number(value);
}
