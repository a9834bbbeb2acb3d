/**
 * `npm run staff:totp [SECRET]`: the current authenticator code (RFC 6238) of the demo staff
 * secret, or of SECRET, for signing in to /admin on a demo machine without a phone.
 */
import { DEMO_STAFF_TOTP_SECRET } from '../apps/server/src/modules/admin/admin.seed';
import { totpNow } from '../apps/server/src/modules/admin/admin.totp';

const secret = process.argv[2] ?? DEMO_STAFF_TOTP_SECRET;
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${await totpNow(secret)}  (valid for ${left} more seconds)`);
