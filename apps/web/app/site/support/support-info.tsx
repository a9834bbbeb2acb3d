import type { TSupportView } from '@app/contract';
import { useTranslation } from 'react-i18next';

/**
 * The brand's support channels as staff configured them (decision 125): only what is set, live
 * chat only where the widget runs (computers: phones have no chat bubble, so the row is not shown
 * at phone widths), and the brand's own e-mail when staff set none, as the footer writes it.
 */
export function SupportChannels({ support, brandEmail }: { support: TSupportView | null; brandEmail: string }) {
  const c = support?.channels;
  const { t } = useTranslation();
  const rows: { label: string; value: string; href: string | null; wideOnly?: boolean }[] = [];
  if (support?.liveChat)
    rows.push({ label: t('support.liveChat'), value: t('support.liveChatHint'), href: null, wideOnly: true });
  if (c?.hotline)
    rows.push({ label: t('support.hotline'), value: c.hotline, href: `tel:${c.hotline.replace(/[ .]/g, '')}` });
  if (c?.zalo)
    rows.push({
      label: 'Zalo',
      value: c.zalo,
      href: c.zalo.startsWith('https://') ? c.zalo : `https://zalo.me/${c.zalo.replace(/\D/g, '')}`,
    });
  if (c?.telegram)
    rows.push({
      label: 'Telegram',
      value: c.telegram,
      href: c.telegram.startsWith('@') ? `https://t.me/${c.telegram.slice(1)}` : c.telegram,
    });
  const email = c?.email || brandEmail;
  if (email) rows.push({ label: 'Email', value: email, href: `mailto:${email}` });
  return (
    <section className="mt-6" aria-labelledby="support-channels" data-testid="support-channels">
      <h2 id="support-channels" className="text-xl font-bold text-white">
        {t('support.channelsTitle')}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-ink-300">{t('support.none')}</p>
      ) : (
        <dl className="mt-3 grid gap-2 sm:grid-cols-2">
          {rows.map((r) => (
            <div key={r.label} className={`card p-3 ${r.wideOnly ? 'hidden wide:block' : ''}`} data-channel={r.label}>
              <dt className="text-xs uppercase tracking-wide text-ink-400">{r.label}</dt>
              <dd className="mt-0.5 break-all font-semibold text-white">
                {r.href ? (
                  <a href={r.href} className="text-brand-300 underline" rel="noopener noreferrer">
                    {r.value}
                  </a>
                ) : (
                  r.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {c?.hours ? (
        <p className="mt-3 text-sm text-ink-200">
          {t('support.hours')}: {c.hours}
        </p>
      ) : null}
    </section>
  );
}

/** The licence the brand holds; nothing at all (no heading) without one. */
export function LicenceInfo({ licence }: { licence: TSupportView['licence'] }) {
  if (!licence) return null;
  const { t } = useTranslation();
  return (
    <section className="mt-8" aria-labelledby="licence" data-testid="licence">
      <h2 id="licence" className="text-xl font-bold text-white">
        {t('support.licenceTitle')}
      </h2>
      <p className="mt-2 text-ink-200">
        {licence.name} · {t('support.licenceNumber')} {licence.number} · {t('support.regulator')}: {licence.regulator}
        {licence.url ? (
          <>
            {' · '}
            <a href={licence.url} className="text-brand-300 underline" rel="noopener noreferrer" target="_blank">
              {t('support.verifyLicence')}
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
