import type { Env } from '../env.js';
import { PolarProvider } from './polar.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';

/** Polar when its access token is configured; otherwise the built-in sandbox (docs/product/DECISIONS.md). */
export function createPaymentProvider(env: Pick<Env, 'polar' | 'publicUrl'>): PaymentProvider {
  return env.polar ? new PolarProvider(env.polar, env.publicUrl) : new SandboxProvider();
}

/** A production server on the sandbox (PAYMENTS=sandbox, env.ts) tells every visitor that no real money is taken. */
export function announcesSandboxPayments(env: Pick<Env, 'isProduction' | 'polar'>): boolean {
  return env.isProduction && env.polar === null;
}
