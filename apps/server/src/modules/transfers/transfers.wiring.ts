import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { imSandboxRoutes } from './im/im.sandbox';
import { sandboxGameRoutes } from './sandbox/sandbox.game';
import type { TransfersService } from './transfers.service';
import { ws168SandboxRoutes } from './ws168/ws168.sandbox';

/** How often the transfer jobs run (decision 134). */
export const TRANSFER_JOBS = {
  /** orders whose answer was lost, asked of the provider's status call */
  resolveMs: 30_000,
  /** a sending order younger than this may still get its answer: the status call waits */
  resolveAfterMs: 20_000,
  idleCheckMs: 60_000,
  betLogMs: 5 * 60_000,
  /** each import reads this far back (tickets are keyed, so the overlap costs nothing) */
  betLogWindowMs: 2 * 3600_000,
  reconcileMs: 24 * 3600_000,
};

/**
 * The scheduled work of the transfer wallets, each once per period across instances: resolving
 * lost answers, bringing idle money back, importing bet logs, and the daily reconciliation.
 */
export function startTransferJobs(
  transfers: TransfersService,
  every: (name: string, ms: number, job: () => Promise<unknown>) => () => void,
  idleMinutes: number,
): () => void {
  const stops = [
    every('transfers.resolve', TRANSFER_JOBS.resolveMs, () => transfers.resolvePending(TRANSFER_JOBS.resolveAfterMs)),
    every('transfers.idle', TRANSFER_JOBS.idleCheckMs, () => transfers.returnIdle(idleMinutes * 60_000)),
    every('transfers.betlog', TRANSFER_JOBS.betLogMs, () =>
      transfers.importBets(new Date(Date.now() - TRANSFER_JOBS.betLogWindowMs), new Date()),
    ),
    every('transfers.reconcile', TRANSFER_JOBS.reconcileMs, async () => {
      await transfers.importBets(new Date(Date.now() - 26 * 3600_000), new Date());
      for (const code of ['im', 'ws168']) await transfers.reconcile(code);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** The IM and WS168 sandboxes: their APIs and game screens, served by this server on loopback. */
export async function registerTransferSandboxes(
  app: FastifyInstance,
  pool: pg.Pool,
  key: (code: 'im' | 'ws168') => Promise<string | null>,
  settle = true,
): Promise<void> {
  await app.register(imSandboxRoutes({ pool, merchantCode: () => key('im') }), { prefix: '/sandbox/im/api' });
  await app.register(ws168SandboxRoutes({ pool, token: () => key('ws168') }), { prefix: '/sandbox/ws168' });
  // their game screens take bets on our sportsbook's matches and our cockfights (decision 153)
  await app.register(sandboxGameRoutes({ pool, protocol: 'im', key: () => key('im'), settle }));
  await app.register(sandboxGameRoutes({ pool, protocol: 'ws168', key: () => key('ws168'), settle }));
}
