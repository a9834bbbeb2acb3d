import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { HeadsetIcon, ShieldIcon } from '../../components/icons';
import { LanguageSwitch } from './language-switch';
import { FOOTER_NAV } from './navigation';
import type { SiteSupport } from './site-data';

export interface FooterBrand {
  brandName: string;
  legalName: string;
  description: string;
}

export function SiteFooter({ brand, support }: { brand: FooterBrand; support: SiteSupport }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-ink-800 bg-ink-900/60">
      <div className="site-container grid gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <BrandLogo name={brand.brandName} />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-ink-300">{brand.description}</p>
          <p
            className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-200"
            data-testid="footer-support"
          >
            <HeadsetIcon size={18} className="text-brand-400" />
            <Link to="/lien-he" className="hover:text-brand-300">
              {support.hours ? `${t('footer.support')}: ${support.hours}` : t('footer.support')}
            </Link>
            {support.hotline ? (
              <>
                ·{' '}
                <a href={`tel:${support.hotline.replace(/[ .]/g, '')}`} className="hover:text-brand-300">
                  {support.hotline}
                </a>
              </>
            ) : null}
            ·{' '}
            <a href={`mailto:${support.email}`} className="hover:text-brand-300">
              {support.email}
            </a>
          </p>
        </div>
        {FOOTER_NAV.map((group) => (
          <nav key={t(group.title)} aria-label={t(group.title)}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t(group.title)}</h2>
            <ul className="mt-4 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-block py-1 text-sm text-ink-300 hover:text-brand-300">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-ink-800">
        <div className="site-container flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-3 text-sm text-ink-300">
            <span className="grid size-9 shrink-0 place-items-center rounded-full border-2 border-danger-400 text-xs font-bold text-danger-400">
              {t('common.adultsOnly')}
            </span>
            <p className="max-w-2xl">
              {t('footer.responsible')}{' '}
              <Link to="/choi-co-trach-nhiem" className="font-medium text-brand-300 underline underline-offset-2">
                {t('footer.responsibleLink')}
              </Link>
            </p>
          </div>
          <div>
            <p className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-ink-300">
              <ShieldIcon size={14} /> {t('footer.payments')}
            </p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {t('footer.paymentMethods', { returnObjects: true }).map((m) => (
                <li key={m} className="rounded-md border border-ink-700 bg-ink-900 px-2 py-1 text-xs text-ink-200">
                  {m}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="site-container flex flex-wrap items-center justify-between gap-2 pb-8 text-xs text-ink-300">
          <p>
            © {year} {brand.legalName}. {t('footer.rights')}
          </p>
          <p className="flex items-center gap-1">
            {t('lang.label')}: <LanguageSwitch className="px-1 py-0" />
          </p>
        </div>
      </div>
    </footer>
  );
}
