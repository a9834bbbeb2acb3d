import type { TNewbieOffer } from '@app/contract';
import { formatVnd } from '@app/contract/format';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { GiftcodeButton } from './giftcode-button';

const CARRIER_NAME: Record<TNewbieOffer['carriers'][number], string> = {
  viettel: 'Viettel',
  mobifone: 'Mobifone',
  vinaphone: 'Vinaphone',
};

/** The newbie code on offer and the conditions its redemption checks, as the server enforces them. */
export function NewbieOffer({ offer }: { offer: TNewbieOffer | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!offer) {
    return (
      <p className="card mt-5 px-4 py-4 text-ink-200" data-testid="newbie-offer-none">
        {t('site.newbie.none')}
      </p>
    );
  }
  const carriers = offer.carriers.map((c) => CARRIER_NAME[c]).join(', ');
  return (
    <section className="card mt-5 overflow-hidden" data-testid="newbie-offer" aria-labelledby="newbie-offer-title">
      <div className="flex flex-wrap items-center justify-between gap-4 bg-gradient-to-r from-brand-500/20 to-transparent px-5 py-4">
        <div>
          <h2 id="newbie-offer-title" className="text-sm font-semibold text-ink-200">
            {t('site.newbie.title')}
          </h2>
          <p className="mt-1 font-mono text-2xl font-extrabold tracking-wider text-brand-300" data-testid="newbie-code">
            {offer.code}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-sm text-ink-300">{t('site.newbie.value')}</span>
          <span className="text-2xl font-extrabold text-white" data-testid="newbie-amount">
            {formatVnd(offer.amount)}
          </span>
        </p>
      </div>
      <ul className="list-disc space-y-1.5 px-9 py-4 text-ink-200" data-testid="newbie-conditions">
        <li>{t('site.newbie.once')}</li>
        <li>{t('site.newbie.phone', { carriers })}</li>
        <li>{t('site.newbie.bank')}</li>
        <li>
          {t('site.newbie.turnover', { turnover: offer.turnover, amount: formatVnd(offer.amount * offer.turnover) })}
        </li>
        {offer.expiresAt ? <li>{t('site.newbie.expires', { at: f.dateTime(offer.expiresAt) })}</li> : null}
      </ul>
      <div className="px-5 pb-5">
        <GiftcodeButton code={offer.code} />
      </div>
    </section>
  );
}
