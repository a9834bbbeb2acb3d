import { serverContext } from '../../lib/context';
import { isMobileRequest } from '../../lib/device';
import { onMobileSite } from '../../lib/mobile-site';
import { deviceContext } from './guard-context';
import type { ServerMiddleware } from './registry';

/**
 * Lottery and cockfighting are phone-only: the guard records the device so the page can
 * show desktop visitors a "use your phone" notice with a QR code of the same link. On the
 * brand's mobile host every visitor gets the phone page (decision 140). A contracted provider's
 * cockfight page whose own window plays on a computer (WS168) skips the notice (decision 168).
 */
export const mobilePageGuard: ServerMiddleware = async ({ context, request }, next) => {
  const mobileSite = onMobileSite(request.url, context.get(serverContext).configurations().MOBILE_SITE_URL);
  context.set(deviceContext, { mobile: mobileSite || isMobileRequest(request.headers) });
  return next();
};
