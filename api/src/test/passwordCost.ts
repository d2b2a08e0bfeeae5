/**
 * Set-up of every API test file: new password hashes at the cost the test run asks for
 * (PASSWORD_HASH_COST in vitest.config.ts), as server.ts does for a running API.
 */
import { setPasswordHashCost } from '../auth/passwords.js';
import { loadEnv } from '../env.js';

setPasswordHashCost(loadEnv().passwordHashCost);
