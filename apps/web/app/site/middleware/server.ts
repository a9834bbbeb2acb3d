import { accountServer } from './account';
import { mobilePageGuard } from './mobile-page';
import { eventsGuard, promotionsGuard } from './promotions';
import { createRegistry, type ServerMiddleware } from './registry';

/** Server side of the named route middleware: `export const middleware = serverMiddleware(...)`. */
export const serverMiddleware = createRegistry<ServerMiddleware>({
  account: accountServer,
  events: eventsGuard,
  'mobile-page': mobilePageGuard,
  promotions: promotionsGuard,
});
