/** Where a tip's payment page returns the customer: their reports, told whether it was paid. */
import { TIP_RETURN_PARAM } from '@housesit/shared-contracts';

export const tipReturnPath = (visitId: number, outcome: 'paid' | 'declined') => `/reports?${TIP_RETURN_PARAM}=${outcome}&visit=${visitId}`;
