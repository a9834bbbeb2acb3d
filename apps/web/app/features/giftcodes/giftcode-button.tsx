import { useCopy } from '../../i18n/copy';
import { openGiftcode } from './open';

/**
 * "Nhập giftcode": opens the giftCode modal for a player, the login modal for a guest. Safe to
 * place on server-rendered pages (event and guide pages): it only acts on click.
 */
export function GiftcodeButton({ className, code }: { className?: string; code?: string }) {
  const g = useCopy('giftcodes');
  return (
    <button
      type="button"
      onClick={() => void openGiftcode(code)}
      className={className ?? 'btn btn-primary'}
      data-testid="giftcode-open"
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <rect x="3.5" y="8" width="17" height="5" rx="1.2" />
        <path d="M5.5 13v7h13v-7M12 8v12M12 8c-1.5-3.5-6-4.5-6-2s4 2 6 2zM12 8c1.5-3.5 6-4.5 6-2s-4 2-6 2z" />
      </svg>
      {g.enter}
    </button>
  );
}
