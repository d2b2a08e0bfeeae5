import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

export async function next() {
  await userEvent.click(continueButton());
}

/** A day of the calendar by its long name, e.g. 'Monday, July 8, 2030'. */
export const day = (name: string) => screen.getByRole('button', { name });

export async function pickDay(name: string) {
  await userEvent.click(day(name));
}

export async function fillProperty(street: string, instructions?: string) {
  await userEvent.type(screen.getByRole('combobox', { name: 'Street address' }), street);
  await userEvent.tab();
  if (instructions) await userEvent.type(screen.getByLabelText('Access instructions'), instructions);
}
