import QRCode from 'qrcode';
import type { RouterContextProvider } from 'react-router';
import type { MobileGate } from '../../lib/mobile-gate';
import { deviceContext } from '../middleware/guard-context';
import type { Site } from './site.server';

/**
 * For a desktop visitor of a phone-only section: the page's link and its QR code (an
 * SVG string made on the server, so the QR library never ships to browsers).
 */
export async function mobileGate(
  context: Readonly<RouterContextProvider>,
  site: Site,
  path: string,
): Promise<MobileGate | null> {
  if (context.get(deviceContext).mobile) return null;
  // the phone opens the brand's mobile host when it has one (decision 140)
  const url = `${site.config.MOBILE_SITE_URL ?? site.brand.siteUrl}${path}`;
  const qrSvg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 200,
    color: { dark: '#0b1020', light: '#ffffff' },
  });
  return { url, qrSvg };
}
