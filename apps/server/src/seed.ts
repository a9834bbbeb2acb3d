import { allBrands } from '@app/brands';
import type { FastifyInstance } from 'fastify';
import { seedAdmin } from './modules/admin/admin.seed';
import { type DemoLogin, seedAuth } from './modules/auth/auth.seed';
import { seedContent } from './modules/content/content.seed';
import { seedEvents } from './modules/events/events.seed';
import { defaultPromotions } from './modules/promotions/promotions.service';
import { TRANSFER_SEED_ACCOUNTS } from './modules/transfers/transfers.service';
import { DEMO_VIP_RULE } from './modules/vip/vip.seed';

export type { DemoLogin } from './modules/auth/auth.seed';

/**
 * Demo data for a fresh machine. Every step is idempotent (upserts keyed on natural ids),
 * so it runs on every start without duplicating anything.
 */
export async function seedDemoData(_app: FastifyInstance): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  await seedContent(_app.services.content);
  logins.push(...(await seedAuth(_app)));
  logins.push(...(await seedAdmin(_app)));
  await _app.services.promotions.seed();
  // today's home banners (the promotions, in order) as each brand's first published carousel
  await _app.services.cms.seedBanners(
    allBrands.map((b) => ({
      brand: b.appName,
      slugs: defaultPromotions(b)
        .sort((x, y) => x.sort - y.sort)
        .map((p) => p.slug),
    })),
  );
  await _app.services.missions.seed();
  // a VIP ladder whose first level moves no money (vip.seed.ts)
  await _app.services.vip.seed(DEMO_VIP_RULE);
  await seedEvents(_app);
  await _app.services.giftcodes.seed(_app.services.system.brand().figures.newPlayerCodeVnd);
  // Game catalogue, providers (house games enabled) and funded jackpot pools.
  await _app.services.games.seed();
  // Accounts of the providers with their own protocols (PP, AWC): loopback sandboxes, switched off.
  await _app.services.providerAdapters.ensureAccounts();
  // IM Sports and WS168 (transfer wallets, decision 134): their loopback sandboxes
  await _app.services.providerAdapters.ensureAccounts(TRANSFER_SEED_ACCOUNTS);
  return logins;
}
