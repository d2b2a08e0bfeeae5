/**
 * Sign-in under a burst of guesses, against the real built API (production settings, production scrypt
 * cost), on loopback addresses standing for different clients:
 * 1. Burst: 200 parallel sign-ins with made-up usernames from 127.0.0.10. 300 ms in, a valid
 *    user signs in from 127.0.0.20: its time must stay under 2 s. Prints how many burst
 *    requests were hashed (401) or refused (429/503), the API's peak memory and GET
 *    /api/health's latency during the burst.
 * 2. Lockout: 10 wrong guesses on `victim` from 10 addresses, then the victim signs in with the
 *    right password, from a browser that signed in before (its device cookie) and from a new one.
 * 3. Shared address: 10 failures from 127.0.0.40 (an office's NAT), then a colleague who signed in
 *    before signs in from the same address.
 * Run: npm run bench:api:signin -w @housesit/api (after building the API)
 */
import type { ApiProcess } from './lib/apiProcess.js';
import { rawRequest, statusSummary } from './lib/rawHttp.js';
import { runBenchmark } from './lib/run.js';
import { PASSWORD, deviceCookieOf, login, sleep, withSigninApi } from './lib/signin.js';

const BURST = 200;
const VALID_BUDGET_MS = 2000;

async function burst(api: ApiProcess): Promise<boolean> {
  console.log(`\n1. ${BURST} parallel sign-ins with made-up usernames from 127.0.0.10`);
  const alone = await login(api, '127.0.0.20', 'valid', PASSWORD);
  console.log(`  valid sign-in alone: ${alone.status} in ${alone.ms.toFixed(0)} ms`);
  let peakRss = (await api.memory()).rss;
  const sampling = { on: true };
  const sampler = (async () => {
    while (sampling.on) {
      peakRss = Math.max(peakRss, (await api.memory().catch(() => ({ rss: 0 }))).rss);
      await sleep(200);
    }
  })();
  const started = performance.now();
  const flood = Promise.all(Array.from({ length: BURST }, (_, i) => login(api, '127.0.0.10', `nobody${i}`, 'guess')));
  await sleep(300);
  const [valid, health] = await Promise.all([
    login(api, '127.0.0.20', 'valid', PASSWORD),
    rawRequest({ baseUrl: api.baseUrl, method: 'GET', path: '/api/health', from: '127.0.0.21' }),
  ]);
  const replies = await flood;
  const burstMs = performance.now() - started;
  sampling.on = false;
  await sampler;
  console.log(
    `  valid sign-in from 127.0.0.20 during the burst: ${valid.status} in ${valid.ms.toFixed(0)} ms (budget ${VALID_BUDGET_MS} ms)`,
  );
  console.log(`  GET /api/health during the burst: ${health.status} in ${health.ms.toFixed(0)} ms`);
  console.log(`  burst answers: ${statusSummary(replies)} (401 = hashed), all answered in ${(burstMs / 1000).toFixed(1)} s`);
  console.log(`  API peak RSS: ${(peakRss / 2 ** 20).toFixed(0)} MB`);
  return valid.status === 200 && valid.ms < VALID_BUDGET_MS;
}

async function lockout(api: ApiProcess): Promise<boolean> {
  console.log('\n2. 10 wrong guesses on victim from 10 addresses');
  const before = await login(api, '127.0.0.30', 'victim', PASSWORD);
  const device = deviceCookieOf(before);
  console.log(`  victim signed in earlier on their browser: ${before.status}${device ? ' (device cookie kept)' : ' (no device cookie)'}`);
  for (let i = 0; i < 10; i += 1) await login(api, `127.0.1.${i + 1}`, 'victim', `wrong ${i}`);
  const known = await login(api, '127.0.0.30', 'victim', PASSWORD, device);
  const fresh = await login(api, '127.0.0.31', 'victim', PASSWORD);
  console.log(`  victim, right password, browser used before: ${known.status} in ${known.ms.toFixed(0)} ms`);
  console.log(`  victim, right password, new browser:        ${fresh.status}`);
  return known.status === 200;
}

async function sharedAddress(api: ApiProcess): Promise<boolean> {
  console.log('\n3. 10 failures from 127.0.0.40 (one office NAT), then a colleague from it');
  const earlier = await login(api, '127.0.0.40', 'colleague', PASSWORD);
  const device = deviceCookieOf(earlier);
  for (let i = 0; i < 10; i += 1) await login(api, '127.0.0.40', `target${i}`, 'wrong');
  const known = await login(api, '127.0.0.40', 'colleague', PASSWORD, device);
  console.log(`  colleague who signed in before, right password: ${known.status}`);
  return known.status === 200;
}

async function main(): Promise<boolean> {
  return withSigninApi(['valid', 'victim', 'colleague'], async (api) => {
    const results = [await burst(api), await lockout(api), await sharedAddress(api)];
    console.log(
      `\nverdict: ${results.every(Boolean) ? 'PASS' : 'FAIL'} (burst, lockout, shared address: ${results.map((ok) => (ok ? 'ok' : 'failed')).join(', ')})`,
    );
    return results.every(Boolean);
  });
}

runBenchmark('signin', main, 15 * 60_000);
