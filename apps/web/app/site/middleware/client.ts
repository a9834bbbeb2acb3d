import { accountClient, authClient } from './account';
import { type ClientMiddleware, createRegistry } from './registry';

/** Browser side of the named route middleware: `export const clientMiddleware = clientMiddleware(...)`. */
export const clientMiddleware = createRegistry<ClientMiddleware>({
  auth: authClient,
  account: accountClient,
});
