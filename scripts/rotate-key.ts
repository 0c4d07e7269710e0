// `npm run rotate-key [-- --new-kek [file]]`: see docs/secrets-at-rest.md. Run with the server
// stopped on PGlite (one process may open DATA_DIR); on PostgreSQL (DATABASE_URL) servers may keep
// running for a data-key rotation, but stop them to replace the key-encryption key.
import { DataKeySetupError } from '../server/crypto/key-file';
import { WrongDataKeyError } from '../server/crypto/keyring';
import { runRotateKey } from '../server/crypto/rotate-command';
import { DataDirLockedError } from '../server/store/pglite-lock';

const args = process.argv.slice(2);
const at = args.indexOf('--new-kek');
const next = at >= 0 ? args[at + 1] : undefined;
const newKek = at < 0 ? undefined : next && !next.startsWith('--') ? next : true;
const env = process.env;

try {
  const report = await runRotateKey({
    dataKey: env.DATA_KEY || undefined,
    keyFile: env.DATA_KEY_FILE || undefined,
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    newKek,
  });
  const counts = Object.entries(report.resealed).map(([column, count]) => `${column}: ${count}`);
  console.log(`Data key ${report.dekId} now seals every value (${counts.join(', ') || 'no values yet'}).`);
  if (report.deleted.length > 0) console.log(`Deleted retired data keys: ${report.deleted.join(', ')}.`);
  if (newKek)
    console.log(`Data keys re-wrapped by key ${report.kekId}${report.keyFile ? `, kept in ${report.keyFile}` : ''}.`);
  if (newKek && env.DATA_KEY) console.log('Set DATA_KEY to the content of that file before starting the server.');
} catch (error) {
  const known =
    error instanceof DataKeySetupError || error instanceof WrongDataKeyError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
