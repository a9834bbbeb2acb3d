/**
 * `npm run secrets:reseal`: seals every stored secret (staff TOTP secrets, providers' HMAC keys)
 * under the current SEALING_KEY, opening them with SEALING_KEYS_PREVIOUS (decision 107; key
 * rotation in docs/back-office.md). Uses DATABASE_URL, else the embedded cluster under DATA_DIR
 * (started for the run if it is not running). Exits 0 when every value is under the current
 * key, 1 when some open with no configured key (listed), 2 if it could not run.
 */
import { resealDatabase } from '../secrets/reseal';
import { runOnDatabase } from './script-db';

runOnDatabase('Re-seal could not run', async (db, env) => {
  const r = await resealDatabase(db, env);
  console.log(`Current key: ${r.keyId}`);
  console.log(`Staff TOTP secrets re-sealed: ${r.staff.resealed}`);
  console.log(`Provider secrets re-sealed:   ${r.providers.resealed}`);
  const unreadable = [...r.staff.unreadable, ...r.providers.unreadable];
  for (const u of unreadable) console.log(`UNREADABLE ${u.row}: ${u.reason}`);
  return unreadable.length ? 1 : 0;
});
