import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The brand mark: a gold emblem and the brand name set in the site type. `nameClassName` lets the
 * header hide the name on the narrowest phones, where the balance and "Nạp tiền" need the room
 * (the link keeps its label).
 */
export function BrandLogo({
  name,
  compact = false,
  nameClassName = '',
}: {
  name: string;
  compact?: boolean;
  nameClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="group inline-flex items-center gap-2" aria-label={`${name} – ${t('common.home')}`}>
      <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fde68a" />
            <stop offset=".5" stopColor="#f0b429" />
            <stop offset="1" stopColor="#b7701a" />
          </linearGradient>
        </defs>
        <path d="M20 2l15 8.5v19L20 38 5 29.5v-19L20 2z" fill="url(#logo-gold)" />
        <path d="M20 7l10.5 6v14L20 33 9.5 27V13L20 7z" fill="#0b1020" />
        <path d="M14 14l12 12M26 14L14 26" stroke="url(#logo-gold)" strokeWidth="3.2" strokeLinecap="round" />
      </svg>
      {!compact && (
        <span
          className={`bg-gradient-to-b from-brand-200 to-brand-500 bg-clip-text text-xl font-bold tracking-tight text-transparent ${nameClassName}`}
        >
          {name}
        </span>
      )}
    </Link>
  );
}
