/**
 * `npm run ledger:check`: reconciles the ledger of the configured database (DATABASE_URL, else
 * the embedded cluster under DATA_DIR, started for the check and stopped after if it was not
 * running). Prints every check and its result; exits 1 on any breach, 2 if it could not check.
 */
import { formatLedgerReport, runLedgerCheck } from '../modules/wallet/wallet.reconcile';
import { runOnDatabase } from './script-db';

runOnDatabase(
  'Ledger check could not run',
  async (db) => {
    const { rows } = await db.pool.query(`SELECT to_regclass('public.journal') IS NOT NULL AS ready`);
    if (!rows[0]?.ready) {
      console.error('The ledger tables do not exist in this database: apply the migrations first (npm start).');
      return 2;
    }
    const report = await runLedgerCheck(db.pool);
    for (const line of formatLedgerReport(report)) console.log(line);
    return report.ok ? 0 : 1;
  },
  (line) => console.log(line),
);
