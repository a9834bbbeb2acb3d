import { useTranslation } from 'react-i18next';
import type { MobileGate } from '../lib/mobile-gate';
import { PhoneIcon } from './icons';

/** What a desktop visitor sees on a phone-only section: why, and a QR code of this page. */
export function MobileOnlyNotice({ gate }: { gate: MobileGate }) {
  const { t } = useTranslation();
  return (
    <section className="site-container mt-6" data-testid="mobile-only">
      <div className="card grid items-center gap-8 p-6 md:grid-cols-[1fr_auto] md:p-10">
        <div>
          <span className="grid size-12 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
            <PhoneIcon size={26} />
          </span>
          <h2 className="mt-4 text-xl font-bold text-white md:text-2xl">{t('mobileOnly.title')}</h2>
          <p className="mt-2 max-w-xl text-ink-300">{t('mobileOnly.text')}</p>
          <p className="mt-4 text-sm text-ink-300">{t('mobileOnly.orOpen')}</p>
          <p className="mt-1 break-all font-medium text-brand-300">{gate.url}</p>
        </div>
        <figure className="mx-auto rounded-2xl bg-white p-3 shadow-xl">
          <div
            role="img"
            aria-label={t('mobileOnly.qrAlt')}
            className="size-48 [&>svg]:size-full"
            // The SVG is produced on the server by the qrcode library from our own URL.
            dangerouslySetInnerHTML={{ __html: gate.qrSvg }}
          />
        </figure>
      </div>
    </section>
  );
}
