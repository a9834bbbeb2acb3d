import { formatNumber } from '@app/provider-kit/number-format';
import { t } from './lang';

/** Tiny DOM helpers: the screens are small enough not to need a framework. */

type Attrs = Record<string, string | number | boolean | EventListener | undefined | null>;
type Child = Node | string | number | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'class') el.className = String(value);
    // Through the CSSOM: the screens' Content-Security-Policy refuses style attributes.
    else if (key === 'style') el.style.cssText = String(value);
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  append(el, ...children);
  return el;
}

export function append(el: Element, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

export function clear(el: Element): void {
  while (el.firstChild) el.firstChild.remove();
}

/** 1234567 -> "1,234,567 ₫" (the platform's one number format) */
export const money = (n: number) => `${formatNumber(n)} ₫`;
/** Chip labels: 1000 -> 1K, 500000 -> 500K, 1000000 -> 1M */
export const short = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}K` : String(n));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function toast(message: string, ok = false): void {
  const el = h('div', { class: ok ? 'toast ok' : 'toast', role: 'status' }, message);
  document.body.append(el);
  setTimeout(() => el.remove(), 3000);
}

/** A bottom sheet (a centred dialog on wide screens); returns its body and a close function. */
export function sheet(title: string): { body: HTMLElement; close: () => void } {
  const body = h('div');
  const close = () => overlay.remove();
  const overlay = h(
    'div',
    {
      class: 'overlay',
      onclick: ((e: Event) => {
        if (e.target === overlay) close();
      }) as EventListener,
    },
    h(
      'section',
      { class: 'sheet', role: 'dialog', 'aria-label': title },
      h(
        'header',
        {},
        h('h2', {}, title),
        h('button', { class: 'icon-btn', onclick: close, 'aria-label': t('common.close') }, '✕'),
      ),
      body,
    ),
  );
  document.body.append(overlay);
  return { body, close };
}
