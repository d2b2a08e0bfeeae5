import { serviceDayLabel } from '@housesit/shared-contracts';
import type { VisitRow } from '../db/schema.js';

/** 'Tip for Monday, June 22, 2026': what the checkout, the receipt and the emails call a tip. */
export const tipDescription = (visit: Pick<VisitRow, 'scheduledDate'>) => `Tip for ${serviceDayLabel(visit.scheduledDate)}`;
