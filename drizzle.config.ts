import { defineConfig } from 'drizzle-kit';

/** One migration set for PGlite and PostgreSQL; `npm run db:generate` writes it, the server applies it at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/store/schema.ts',
  out: './server/store/migrations',
});
