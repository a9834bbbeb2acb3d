import { ZApiErrorSchema } from '@app/contract';
import { z } from 'zod';
import { formatVietnamTime } from '../bank/bank-webhook';
import type { SandboxApp, SandboxContext } from './state';

/** Bank statement watcher: a player's transfer into our account, then the signed notification. */
export function bankSandbox(r: SandboxApp, { state, gateway, tagged }: SandboxContext): void {
  r.post(
    '/sandbox/bank/transfers',
    {
      schema: {
        ...tagged,
        summary: "Bank sandbox: a player's transfer into our account; the statement watcher then calls /webhooks/bank",
        body: z.object({
          content: z.string().max(500),
          amount: z.number().int().positive(),
          accountNumber: z.string().max(40).optional(),
          /** Simulate a delivery for an old transfer (e.g. to test late transfers). */
          transactionDate: z.string().optional(),
          /** The sender's account, as statement watchers that report it (Casso) send it. */
          sender: z
            .object({
              bankBin: z.string().regex(/^\d{6}$/),
              accountNumber: z.string().max(40),
              holderName: z.string().max(100),
            })
            .optional(),
        }),
        response: { 200: z.object({ success: z.literal(true), id: z.number() }), 404: ZApiErrorSchema },
      },
    },
    async (request) => {
      const s = await gateway('bank');
      const id = await state.nextId();
      const body = JSON.stringify({
        id,
        gateway: 'Vietcombank',
        transactionDate: request.body.transactionDate ?? formatVietnamTime(new Date()),
        accountNumber: request.body.accountNumber ?? s.receivingAccount.accountNumber,
        code: null,
        content: request.body.content,
        transferType: 'in',
        transferAmount: request.body.amount,
        accumulated: 0,
        subAccount: null,
        referenceCode: `FT${id}`,
        description: `BankAPINotify ${request.body.content}`,
        ...(request.body.sender
          ? {
              counterAccountBankId: request.body.sender.bankBin,
              counterAccountNumber: request.body.sender.accountNumber,
              counterAccountName: request.body.sender.holderName,
            }
          : {}),
      });
      await state.schedule(s.sandbox.callbackDelayMs, { path: '/webhooks/bank', body, signer: 'bank' });
      return { success: true as const, id };
    },
  );
}
