import { useState } from 'react';
import { serviceToday } from '../model/serviceToday';

/** Marblehead's date when the wizard opened; a wizard left open past midnight is re-checked by the API. */
export function useServiceToday(): string {
  const [today] = useState(serviceToday);
  return today;
}
