import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one schema file and committed; they run unchanged on
// PGlite (the embedded default) and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
});
