import type { TNewbieOffer } from '@app/contract';
import { formatVnd } from '@app/contract/format';
import { GiftcodeButton } from './giftcode-button';

const CARRIER_NAME: Record<TNewbieOffer['carriers'][number], string> = {
  viettel: 'Viettel',
  mobifone: 'Mobifone',
  vinaphone: 'Vinaphone',
};

/** The newbie code on offer and the conditions its redemption checks, as the server enforces them. */
export function NewbieOffer({ offer }: { offer: TNewbieOffer | null }) {
  if (!offer) {
    return (
      <p className="card mt-5 px-4 py-4 text-ink-200" data-testid="newbie-offer-none">
        Hiện chưa có code tân thủ. Vui lòng quay lại sau hoặc liên hệ chăm sóc khách hàng.
      </p>
    );
  }
  const carriers = offer.carriers.map((c) => CARRIER_NAME[c]).join(', ');
  return (
    <section className="card mt-5 overflow-hidden" data-testid="newbie-offer" aria-labelledby="newbie-offer-title">
      <div className="flex flex-wrap items-center justify-between gap-4 bg-gradient-to-r from-brand-500/20 to-transparent px-5 py-4">
        <div>
          <h2 id="newbie-offer-title" className="text-sm font-semibold text-ink-200">
            Code tân thủ của bạn
          </h2>
          <p className="mt-1 font-mono text-2xl font-extrabold tracking-wider text-brand-300" data-testid="newbie-code">
            {offer.code}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-sm text-ink-300">Trị giá</span>
          <span className="text-2xl font-extrabold text-white" data-testid="newbie-amount">
            {formatVnd(offer.amount)}
          </span>
        </p>
      </div>
      <ul className="list-disc space-y-1.5 px-9 py-4 text-ink-200" data-testid="newbie-conditions">
        <li>Mỗi người chơi chỉ nhận code tân thủ một lần.</li>
        <li>Số điện thoại đã xác thực, thuộc nhà mạng {carriers}.</li>
        <li>Đã liên kết và xác thực tài khoản ngân hàng chính chủ.</li>
        <li>
          Tổng cược {offer.turnover} lần giá trị code ({formatVnd(offer.amount * offer.turnover)}) trước khi rút tiền.
        </li>
        {offer.expiresAt ? <li>Hạn dùng đến {new Date(offer.expiresAt).toLocaleString('vi-VN')}.</li> : null}
      </ul>
      <div className="px-5 pb-5">
        <GiftcodeButton code={offer.code} />
      </div>
    </section>
  );
}
