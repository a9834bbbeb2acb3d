import { t } from './lang';

/**
 * Game symbols as inline SVG: they look the same on every device, where emoji depend on the
 * phone's fonts (and are missing on some). Static strings and the
 * catalogue's names (escaped); nothing user-supplied.
 */

const svg = (body: string, label: string) =>
  `<svg viewBox="0 0 64 64" width="100%" height="100%" role="img" aria-label="${label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

export const ICONS: Record<string, string> = {
  lantern: svg(
    `<rect x="29" y="4" width="6" height="6" fill="#f5c451"/><rect x="14" y="10" width="36" height="6" rx="3" fill="#f5c451"/>
     <ellipse cx="32" cy="32" rx="20" ry="17" fill="#e0413a"/><path d="M32 15v34M22 17c-6 9-6 21 0 30M42 17c6 9 6 21 0 30" stroke="#a8231d" stroke-width="2" fill="none"/>
     <rect x="14" y="47" width="36" height="6" rx="3" fill="#f5c451"/><path d="M28 53h8l-2 8h-4z" fill="#f5c451"/>`,
    t('slot.symbols.lantern'),
  ),
  envelope: svg(
    `<rect x="12" y="6" width="40" height="52" rx="5" fill="#d62b2b"/><path d="M12 11l20 16 20-16" fill="#b11f1f"/>
     <circle cx="32" cy="30" r="8" fill="#f5c451"/><rect x="29" y="27" width="6" height="6" transform="rotate(45 32 30)" fill="#a8231d"/>
     <rect x="18" y="44" width="28" height="4" rx="2" fill="#f5c451"/>`,
    t('slot.symbols.envelope'),
  ),
  coin: svg(
    `<circle cx="32" cy="32" r="26" fill="#f5c451" stroke="#b97c12" stroke-width="4"/><circle cx="32" cy="32" r="19" fill="none" stroke="#d99a22" stroke-width="2"/>
     <rect x="25" y="25" width="14" height="14" fill="#5b3a06"/>`,
    t('slot.symbols.coin'),
  ),
  wild: svg(
    `<rect x="4" y="14" width="56" height="36" rx="10" fill="#148a5b" stroke="#f5c451" stroke-width="3"/>
     <text x="32" y="38" font-size="17" text-anchor="middle" font-weight="900" fill="#f5c451" font-family="Arial, sans-serif">WILD</text>`,
    t('slot.symbols.wild'),
  ),
  ingot: svg(
    `<path d="M8 36h48l-8 18H16z" fill="#e59a1f"/><ellipse cx="32" cy="36" rx="24" ry="7" fill="#f5c451"/>
     <ellipse cx="32" cy="30" rx="13" ry="11" fill="#ffd86b"/><ellipse cx="28" cy="26" rx="4" ry="3" fill="#fff3c4"/>`,
    t('slot.symbols.ingot'),
  ),
  bau: svg(
    `<circle cx="32" cy="42" r="16" fill="#f39c34"/><circle cx="32" cy="20" r="10" fill="#f6b04d"/>
     <rect x="30" y="4" width="4" height="8" rx="2" fill="#6b4a12"/><path d="M34 8c6-4 12-2 14 2" stroke="#2f8a3a" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    t('baucua.animals.bau'),
  ),
  cua: svg(
    `<ellipse cx="32" cy="38" rx="18" ry="13" fill="#e0413a"/><circle cx="26" cy="28" r="3" fill="#fff"/><circle cx="38" cy="28" r="3" fill="#fff"/>
     <path d="M14 34C6 28 6 18 12 14M50 34c8-6 8-16 2-20" stroke="#e0413a" stroke-width="5" fill="none" stroke-linecap="round"/>
     <path d="M16 44l-8 6M18 48l-6 8M48 44l8 6M46 48l6 8" stroke="#b52d27" stroke-width="4" stroke-linecap="round"/>`,
    t('baucua.animals.cua'),
  ),
  tom: svg(
    `<path d="M46 14c-20-2-32 12-30 28 1 8 8 14 16 12" stroke="#ff7b6b" stroke-width="12" fill="none" stroke-linecap="round"/>
     <path d="M30 54l-10 6 2-10" fill="#ff7b6b"/><circle cx="44" cy="16" r="2.5" fill="#1b1f2e"/>
     <path d="M48 12c6-6 10-6 12-6M48 16c8-2 10 0 12 2" stroke="#c9463a" stroke-width="2" fill="none"/>`,
    t('baucua.animals.tom'),
  ),
  ca: svg(
    `<ellipse cx="28" cy="32" rx="20" ry="13" fill="#3a8be0"/><path d="M46 32l14-12v24z" fill="#2a6cbd"/>
     <circle cx="18" cy="29" r="3" fill="#fff"/><circle cx="18" cy="29" r="1.5" fill="#1b1f2e"/><path d="M26 24c4 4 4 12 0 16" stroke="#2a6cbd" stroke-width="2" fill="none"/>`,
    t('baucua.animals.ca'),
  ),
  ga: svg(
    `<ellipse cx="34" cy="40" rx="18" ry="15" fill="#f3e6c8"/><circle cx="22" cy="22" r="10" fill="#f3e6c8"/>
     <path d="M16 12c2-6 6-6 7-2 2-5 6-4 6 1 3-2 5 1 3 4z" fill="#e0413a"/><path d="M12 23l-7 3 7 2z" fill="#f5a623"/>
     <circle cx="20" cy="21" r="2" fill="#1b1f2e"/><path d="M48 30c8-8 12-4 10 4" stroke="#2f6fd6" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    t('baucua.animals.ga'),
  ),
  nai: svg(
    `<ellipse cx="32" cy="40" rx="14" ry="16" fill="#b7783a"/><ellipse cx="32" cy="50" rx="7" ry="5" fill="#e8c79a"/>
     <circle cx="26" cy="36" r="2.5" fill="#1b1f2e"/><circle cx="38" cy="36" r="2.5" fill="#1b1f2e"/>
     <path d="M24 26C18 18 18 10 22 4M22 16l-8-4M40 26c6-8 6-16 2-22M42 16l8-4" stroke="#6b4a1f" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    t('baucua.animals.nai'),
  ),
};

/** A span holding one icon. */
export function icon(name: string, className = 'icon'): HTMLElement {
  const el = document.createElement('span');
  el.className = className;
  // ICONS holds only the markup above (its labels escaped).
  el.innerHTML = ICONS[name] ?? '';
  return el;
}
