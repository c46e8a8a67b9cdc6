// The compiled server reads migrations from server/migrations at run time (nothing is copied into dist);
// it only fails the build early when the folder is missing or holds a badly named file.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const dir = fileURLToPath(new URL('../server/migrations/', import.meta.url));
const bad = readdirSync(dir).filter((f) => f.endsWith('.sql') && !/^\d{3}_[a-z0-9_]+\.sql$/.test(f));
if (bad.length) {
  console.error(`migration files must be named NNN_name.sql: ${bad.join(', ')}`);
  process.exit(1);
}
