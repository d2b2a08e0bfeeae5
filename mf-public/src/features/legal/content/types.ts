import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Both documents took effect together (docs/product/customer.md §2). */
export const LEGAL_EFFECTIVE_DATE = 'June 22, 2025';
