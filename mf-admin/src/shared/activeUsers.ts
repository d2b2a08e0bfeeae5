import { ACTIVE_USER_WINDOW_DAYS } from '@housesit/shared-contracts';

/**
 * The 'Active Users' card's explanation on /revenue and /users: both count the same homeowners
 * (api/src/admin/activeUsers.ts, decision 017), so both say the same words.
 */
export const ACTIVE_USERS_HINT = `Homeowners with a visit in the last ${ACTIVE_USER_WINDOW_DAYS} days`;
