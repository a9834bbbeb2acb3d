import { isMobileRequest } from '../../lib/device';
import { deviceContext } from './guard-context';
import type { ServerMiddleware } from './registry';

/**
 * Lottery and cockfighting are phone-only: the guard records the device so the page can
 * show desktop visitors a "use your phone" notice with a QR code of the same link.
 */
export const mobilePageGuard: ServerMiddleware = async ({ context, request }, next) => {
  context.set(deviceContext, { mobile: isMobileRequest(request.headers) });
  return next();
};
