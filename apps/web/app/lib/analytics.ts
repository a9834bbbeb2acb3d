import { ANALYTICS_SCRIPT, type AnalyticsEvent, type AnalyticsTags } from '@app/contract/analytics';
import { api } from './api';

/**
 * The site's analytics (decision 140). The tags `ANALYTICS_SITE_CODE` names are loaded by a small
 * inline bootstrap (`analyticsBootstrap`, in the server HTML under the page's CSP nonce) once the
 * page has loaded, so the first paint and a guest's first load of script are untouched and a
 * guest who never interacts (and so never hydrates, decision 116) is still counted. The
 * bootstrap publishes `window.siteAnalytics.track`; the app calls it through `track` below, and
 * without the bootstrap (site code unset) `track` does nothing. Events carry no personal data:
 * an event name, a path without its query, and amounts in VND.
 */

/** What an event may carry: nothing that names or identifies the player. */
export interface AnalyticsParams {
  page_path?: string;
  value?: number;
  currency?: 'VND';
  game?: string;
}

declare global {
  interface Window {
    siteAnalytics?: { track(event: AnalyticsEvent, params?: AnalyticsParams): void };
  }
}

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return;
  window.siteAnalytics?.track(event, params);
}

/** Whether the page runs the analytics bootstrap (a site code is set). */
export const analyticsOn = (): boolean => typeof window !== 'undefined' && window.siteAnalytics !== undefined;

/**
 * The inline bootstrap: sets up the data layer and `siteAnalytics.track`, and once the page has
 * loaded and painted its first content adds each tag's script (with the page's nonce) and pushes
 * the first page view. A loaded page has not always painted: on a busy phone the first frame can
 * come after the load event (seen in a CI run), so the bootstrap also waits for the browser's
 * first-contentful-paint entry where it reports paints. With `skipPrivate`, account and game
 * pages load nothing and push nothing.
 */
export function analyticsBootstrap(tags: AnalyticsTags, skipPrivate: boolean): string {
  const config = JSON.stringify({
    s: skipPrivate,
    t: tags.gtm.map(ANALYTICS_SCRIPT.gtm),
    g: tags.ga4,
    gs: tags.ga4.length ? ANALYTICS_SCRIPT.ga4(tags.ga4[0]!) : '',
    f: tags.facebook,
    fs: tags.facebook.length ? ANALYTICS_SCRIPT.facebook() : '',
  }).replace(/</g, '\\u003c');
  return `(function(w,d,c){var dl=w.dataLayer=w.dataLayer||[],n=(d.currentScript||{}).nonce||'',L=0,R=0,
fb={page_view:'PageView',sign_up:'CompleteRegistration'};
function skip(){return c.s&&/^\\/(account|game)(\\/|$)/.test(location.pathname)}
function add(u){var s=d.createElement('script');s.async=true;s.src=u;if(n)s.nonce=n;s.setAttribute('data-analytics','');d.head.appendChild(s)}
function load(){if(L||skip())return;L=1;
if(c.t.length){dl.push({'gtm.start':Date.now(),event:'gtm.js'});c.t.forEach(add)}
if(c.g.length){w.gtag=function(){dl.push(arguments)};w.gtag('js',new Date());c.g.forEach(function(id){w.gtag('config',id,{send_page_view:false})});add(c.gs)}
if(c.f.length){var q=w.fbq=function(){q.callMethod?q.callMethod.apply(q,arguments):q.queue.push(arguments)};w._fbq=q;q.push=q;q.loaded=!0;q.version='2.0';q.queue=[];add(c.fs);c.f.forEach(function(id){q('init',id)})}}
w.siteAnalytics={track:function(e,p){if(skip())return;if(!L&&R)load();p=p||{};var o={event:e},k;for(k in p)o[k]=p[k];dl.push(o);
if(w.gtag)c.g.forEach(function(id){var x={send_to:id};for(k in p)x[k]=p[k];w.gtag('event',e,x)});
if(w.fbq)fb[e]?w.fbq('track',fb[e],p):w.fbq('trackCustom',e,p)}};
function start(){R=1;setTimeout(function(){load();w.siteAnalytics.track('page_view',{page_path:location.pathname})},0)}
function painted(){var O=w.PerformanceObserver,f=function(){return w.performance.getEntriesByName('first-contentful-paint').length};
if(!O||!O.supportedEntryTypes||O.supportedEntryTypes.indexOf('paint')<0||f())return start();
var o=new O(function(){if(f()){o.disconnect();start()}});o.observe({type:'paint',buffered:true})}
if(d.readyState==='complete')painted();else w.addEventListener('load',painted)})(window,document,${config});`;
}

/**
 * `bet_placed` for the bets a logged-in player makes in any game: the balance stream says money
 * moved, and the newest rows of the bet history that were not there before are the new bets
 * (at most one look every 5 s; nothing is asked when analytics is off).
 */
const seenBets = new Set<string>();
let betsPrimed = false;
let lastLook = 0;
export async function noteBalanceChange(): Promise<void> {
  if (!analyticsOn() || Date.now() - lastLook < 5_000) return;
  lastLook = Date.now();
  try {
    const { data } = await api<{ id: string; gameName: string; betAmount: number }[]>('/api/user/history/bets', {
      query: { page: 1, per_page: 10 },
    });
    for (const row of data) {
      if (seenBets.has(row.id)) continue;
      seenBets.add(row.id);
      if (betsPrimed) track('bet_placed', { value: row.betAmount, currency: 'VND', game: row.gameName });
    }
    betsPrimed = true;
  } catch {
    // analytics never gets in the player's way
  }
}

const trackedDeposits = new Set<number | string>();
/** `deposit` (and `first_deposit` for the player's first) once per credited deposit seen. */
export function trackDeposit(id: number | string, amount: number, first: boolean): void {
  if (trackedDeposits.has(id)) return;
  trackedDeposits.add(id);
  if (first) track('first_deposit', { value: amount, currency: 'VND' });
  track('deposit', { value: amount, currency: 'VND' });
}
