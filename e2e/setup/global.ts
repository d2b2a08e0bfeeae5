/**
 * Once before the run: on PostgreSQL, one migrated template database that every worker's server
 * clones (fixtures/server.ts), so no server migrates on its own; dropped after the run.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import postgres from 'postgres';
import { e2eEnv } from '../env';
import { REPO } from '../fixtures/server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!e2eEnv.databaseUrl) return async () => {};
  const name = `housesit_e2e_tpl_${randomBytes(5).toString('hex')}`;
  const admin = postgres(e2eEnv.databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(e2eEnv.databaseUrl);
  url.pathname = `/${name}`;
  // The API's own migration command, as a deploy runs it; it closes its connections when done,
  // which CREATE DATABASE … TEMPLATE needs.
  execFileSync(process.execPath, [join(REPO, 'api', 'dist', 'scripts', 'migrate.js')], {
    env: { PATH: process.env.PATH, DATABASE_URL: url.toString(), NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Handed to the workers: Playwright passes the runner's environment on.
  process.env.E2E_TEMPLATE_DATABASE = name;
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  };
}
