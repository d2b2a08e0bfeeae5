import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @housesit/api` writes SQL migrations into api/drizzle from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
