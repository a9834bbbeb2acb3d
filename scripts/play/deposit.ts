import { z } from 'zod';
import { type PlatformClient, PlayError, send } from './driver';

const ZVoucher = z.object({
  deposit: z.object({ id: z.number().int(), code: z.string() }),
  transferCode: z.string(),
});
const ZDeposit = z.object({
  code: z.string(),
  status: z.string(),
  creditedAmount: z.number().int().nullable(),
  heldAmount: z.number().int(),
  notice: z.string().nullable(),
  failureReason: z.string().nullable(),
});

/** How long the bank sandbox's notification may take (its delay is 1.5 s by default, docs/payments.md). */
const CREDIT_WAIT_MS = 60_000;

/**
 * `--deposit VND`: the player tops up before playing, as on the site's bank-transfer step: a
 * VietQR deposit voucher (`POST /api/payment/deposit/codepay`), then the transfer the player's bank app
 * would send, which the bank sandbox plays (`POST /sandbox/bank/transfers` with the voucher's
 * code), then the deposit's status until the notification has credited it. No promotion is
 * chosen, so the money is plain cash. Refused where the bank gateway is not a sandbox, or where
 * the deposit is held back (a deposit limit, self-exclusion) or fails: the reason is the error.
 */
export async function depositFirst(platform: PlatformClient, amount: number, log: (line: string) => void) {
  const voucher = await platform.post('/api/payment/deposit/codepay', { amount, replaceCurrent: true }, ZVoucher);
  const res = await send(new URL('/sandbox/bank/transfers', platform.base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content: voucher.transferCode, amount }),
  });
  if (!res.ok)
    throw new PlayError(
      `--deposit: the bank gateway here is not a sandbox (POST /sandbox/bank/transfers: HTTP ${res.status})`,
    );
  const until = Date.now() + CREDIT_WAIT_MS;
  for (;;) {
    const d = await platform.get(`/api/payment/deposit/${voucher.deposit.id}`, ZDeposit);
    if (d.status === 'credited' && d.heldAmount === 0) {
      log(`deposit ${d.code}: credited=${d.creditedAmount}`);
      return;
    }
    if (d.status === 'credited')
      throw new PlayError(
        `--deposit: only ${d.creditedAmount} of ${amount} was credited${d.notice ? `: ${d.notice}` : ''}`,
      );
    if (d.status !== 'pending')
      throw new PlayError(
        `--deposit: deposit ${d.code} is ${d.status}${d.notice ? `: ${d.notice}` : d.failureReason ? `: ${d.failureReason}` : ''}`,
      );
    if (Date.now() > until)
      throw new PlayError(`--deposit: deposit ${d.code} was not credited within ${CREDIT_WAIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
