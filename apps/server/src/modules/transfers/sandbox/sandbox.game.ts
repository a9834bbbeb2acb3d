import { createHmac, timingSafeEqual } from 'node:crypto';
import { dateFormats, langOf } from '@app/provider-kit/i18n';
import { formatNumber } from '@app/provider-kit/number-format';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { type SandboxLang, type SandboxT, sandboxT } from './i18n';
import { type SandboxBet, SandboxBook, type SandboxProtocol, unitsOf } from './sandbox.book';
import { type SandboxEvents, sandboxEvents, settleSandbox } from './sandbox.events';

/*
 * The game screen of a sandbox provider, the page its launch call links to: the player bets with
 * the sandbox's own wallet (money we transferred there), and the tickets land in the sandbox's
 * bet log. The IM sandbox offers our sportsbook's matches at the feed's 1X2 prices, the WS168
 * sandbox the fight of our cockfight schedule taking bets; a ticket stays open until that match
 * or fight has its result and is then settled by it (sandbox.events.ts, decision 153).
 * The screen speaks the language its launch named (`lang` of the link, Vietnamese by default);
 * its script asks `/state` and `/play` in that language, so their words and refusals match it.
 */

const SETTLE_EVERY_MS = 1000;

function sign(protocol: string, player: string, key: string): string {
  return createHmac('sha256', key).update(`${protocol}:${player}`).digest('base64url').slice(0, 32);
}

/**
 * The launch URL a sandbox answers: the game screen for this player, signed with the provider's
 * key, in the language the launch named. The language is outside the signature: it only chooses
 * the words, and a player may as well switch it.
 */
export function gameLink(protocol: SandboxProtocol, player: string, key: string, lang: SandboxLang = 'vi'): string {
  return `/sandbox/${protocol}/game?p=${encodeURIComponent(player)}&s=${sign(protocol, player, key)}&lang=${lang}`;
}

const ZPlay = z.object({
  p: z.string().min(1).max(64),
  s: z.string().min(1).max(64),
  stake: z.number().int().min(1000).max(100_000_000),
  event: z.string().min(1).max(64),
  pick: z.string().min(1).max(16),
});
const ZSession = z.object({ p: z.string().min(1).max(64), s: z.string().min(1).max(64) });

/**
 * The language a call names (`lang`), read apart from the call's checks: their refusals are worded
 * in it too, and an odd value only falls back to Vietnamese instead of refusing the call.
 */
const langIn = (input: unknown): SandboxLang =>
  langOf(input && typeof input === 'object' ? (input as { lang?: unknown }).lang : undefined);

/** A ticket as the screen lists it, in the language of `t`; the line under its stake included. */
function ticketView(events: SandboxEvents, t: SandboxT, lang: SandboxLang, b: SandboxBet) {
  const words = events.words(b, t, lang);
  const score = typeof b.detail.score === 'string' ? b.detail.score : null;
  const payout = b.payout === null ? null : unitsOf(b.payout);
  return {
    betId: b.betId,
    ...words,
    odds: String(b.detail.odds ?? ''),
    stake: unitsOf(b.stake),
    payout,
    status: b.status,
    score,
    note:
      b.status === 'open'
        ? t('page.waiting')
        : `${words.result ?? ''}${score ? ` (${score})` : ''} · ${t('page.paid', { amount: formatNumber(payout ?? 0) })}`,
  };
}

/** When bets on an event close, as the screen says it: a countdown within the hour, else Vietnam time. */
function closes(t: SandboxT, lang: SandboxLang, iso: string): string {
  const s = Math.max(0, Math.round((Date.parse(iso) - Date.now()) / 1000));
  if (s >= 3600) return t('page.closesAt', { time: dateFormats(lang).dateTime(iso) });
  const left = s >= 60 ? t('page.minutes', { m: Math.floor(s / 60), s: s % 60 }) : t('page.seconds', { s });
  return t('page.closesIn', { left });
}

export function sandboxGameRoutes(opts: {
  pool: pg.Pool;
  protocol: SandboxProtocol;
  key: () => Promise<string | null>;
  /** false: no settlement timer (tests settle with `settleSandbox`) */
  settle?: boolean;
}) {
  return async function sandboxGame(app: FastifyInstance): Promise<void> {
    const book = new SandboxBook(opts.pool, opts.protocol);
    const events = sandboxEvents(opts.protocol, opts.pool);
    const { protocol } = opts;

    if (opts.settle !== false) {
      let timer: NodeJS.Timeout | null = null;
      let running = false;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          if (running) return;
          running = true;
          settleSandbox(book, events)
            .catch((err) => app.log.error({ err, protocol }, 'transfer sandbox settlement failed'))
            .finally(() => {
              running = false;
            });
        }, SETTLE_EVERY_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
      });
    }

    async function signed(p: string, s: string): Promise<boolean> {
      const key = await opts.key();
      if (!key) return false;
      const want = Buffer.from(sign(protocol, p, key));
      const got = Buffer.from(s);
      return want.length === got.length && timingSafeEqual(want, got);
    }

    app.post(`/sandbox/${protocol}/play`, { schema: { hide: true } }, async (req, reply) => {
      const lang = langIn(req.body);
      const t = sandboxT(lang);
      const parsed = ZPlay.safeParse(req.body);
      if (!parsed.success) return reply.status(400).send({ ok: false, message: t('errors.invalidBet') });
      const b = parsed.data;
      if (!(await signed(b.p, b.s))) return reply.status(403).send({ ok: false, message: t('errors.session') });
      const detail = await events.ticket(b.event, b.pick);
      if (typeof detail === 'string') return reply.status(409).send({ ok: false, message: t(detail) });
      // stakes and balances are in hundredths of the sandbox's unit (1 đồng at scale 1)
      const bet = await book.place(b.p, b.stake * 100, detail);
      if (bet === 'insufficient') return reply.status(409).send({ ok: false, message: t('errors.insufficient') });
      const balance = (await book.balance(b.p)) ?? 0;
      const ticket = ticketView(events, t, lang, bet);
      const message = t('page.placed', { pick: ticket.pick, odds: ticket.odds });
      return { ok: true, balance: unitsOf(balance), ticket, message };
    });

    /** The screen's state: the wallet, what is open for bets, the player's latest tickets. */
    app.get(`/sandbox/${protocol}/state`, { schema: { hide: true } }, async (req, reply) => {
      const lang = langIn(req.query);
      const t = sandboxT(lang);
      const q = ZSession.safeParse(req.query);
      if (!q.success || !(await signed(q.data.p, q.data.s)))
        return reply.status(403).send({ ok: false, message: t('errors.session') });
      const [balance, offer, tickets] = await Promise.all([
        book.balance(q.data.p),
        events.offer(t, lang),
        book.ofPlayer(q.data.p),
      ]);
      return {
        ok: true,
        balance: unitsOf(balance ?? 0),
        events: offer.map((e) => ({ ...e, closes: closes(t, lang, e.closesAt) })),
        tickets: tickets.map((b) => ticketView(events, t, lang, b)),
      };
    });

    app.get(`/sandbox/${protocol}/game`, { schema: { hide: true } }, async (req, reply) => {
      const lang = langIn(req.query);
      const q = ZSession.safeParse(req.query);
      if (!q.success || !(await signed(q.data.p, q.data.s)))
        return reply
          .status(403)
          .type('text/html')
          .send(`<p>${esc(sandboxT(lang)('errors.session'))}</p>`);
      return reply.type('text/html').send(page(protocol, lang, q.data.p, q.data.s, req.cspNonce));
    });
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The screen: drawn by its script from `/state`, polled every 2 s so results appear as they land.
 * The server writes its words in the launch's language; the few the script writes itself come in
 * the boot block, a JSON data block the nonce'd script reads (data, not script, so the CSP holds).
 * Figures keep the site's one number format in both languages (decision 161).
 */
function page(protocol: SandboxProtocol, lang: SandboxLang, p: string, s: string, nonce: string) {
  const t = sandboxT(lang);
  const title = esc(t(`page.title.${protocol}`));
  const boot = JSON.stringify({
    p,
    s,
    lang,
    base: `/sandbox/${protocol}`,
    words: {
      noEvents: t(`script.noEvents.${protocol}`),
      noTickets: t('script.noTickets'),
      placing: t('script.placing'),
    },
  }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;background:#0f1b2d;color:#eef}
header{position:sticky;top:0;z-index:1;padding:10px 16px;background:#182a45;display:flex;justify-content:space-between;align-items:center;flex-wrap:wrap;gap:8px}
header b{color:#ffd166}main{padding:8px 16px 24px;max-width:960px;margin:auto;display:grid;gap:16px}
@media(min-width:900px){main{grid-template-columns:3fr 2fr;align-items:start}}
.ev{background:#1c3050;border-radius:10px;padding:10px 12px;margin:10px 0}.ev h2{font-size:15px;margin:0 0 2px}.ev small{color:#9fb3d1}
.picks{display:flex;gap:8px;margin-top:8px}.picks button{flex:1 1 0;min-width:0;min-height:48px;border:0;border-radius:8px;background:#2e4d7a;color:#fff;font-size:14px;cursor:pointer}
.picks button b{display:block;color:#ffd166}.picks button:disabled{opacity:.5}
label{display:flex;align-items:center;gap:8px;margin:8px 0}input{font-size:16px;padding:8px;width:140px;border-radius:6px;border:1px solid #3b5b8a;background:#0f1b2d;color:#fff}
#out{min-height:22px;margin:6px 0;font-weight:600}h3{font-size:15px;margin:12px 0 6px}
table{width:100%;border-collapse:collapse;font-size:13px}td{padding:6px 4px;border-bottom:1px solid #2a4064;vertical-align:top}
td.r{text-align:right;white-space:nowrap}.open{color:#ffd166}.won{color:#6ee7a8}.lost{color:#f4a3a3}
</style></head><body><header><strong>${title}</strong><span>${esc(t('page.balance'))} <b id="bal">…</b></span></header>
<main><section><label>${esc(t('page.stake'))} <input id="stake" type="number" min="1000" step="1000" value="10000" inputmode="numeric"></label>
<div id="out" role="status"></div><div id="events"><p>${esc(t('page.loading'))}</p></div></section>
<section><h3>${esc(t('page.tickets'))}</h3><table><tbody id="tickets"><tr><td>${esc(t('script.noTickets'))}</td></tr></tbody></table></section></main>
<script type="application/json" id="sandbox-boot">${boot}</script>
<script nonce="${nonce}">
const B=JSON.parse(document.getElementById('sandbox-boot').textContent);const P={p:B.p,s:B.s};const W=B.words;
const vnd=(n)=>Number(n).toLocaleString('en-US');
const esc=(t)=>String(t).replace(/[&<>"']/g,(c)=>'&#'+c.charCodeAt(0)+';');
function draw(st){
document.getElementById('bal').textContent=vnd(st.balance);
const ev=document.getElementById('events');
ev.innerHTML=st.events.length?st.events.map((e)=>'<div class="ev"><h2>'+esc(e.title)+'</h2><small>'+esc(e.closes)+'</small><div class="picks">'+e.picks.map((x)=>'<button data-event="'+esc(e.id)+'" data-pick="'+esc(x.key)+'">'+esc(x.label)+' <b>'+(x.odds/1000).toFixed(2)+'</b></button>').join('')+'</div></div>').join(''):'<p>'+esc(W.noEvents)+'</p>';
const tb=document.getElementById('tickets');
tb.innerHTML=st.tickets.length?st.tickets.map((t)=>{const cls=t.status==='open'?'open':t.payout>t.stake?'won':t.payout===t.stake?'':'lost';
return '<tr data-ticket="'+esc(t.betId)+'" data-status="'+t.status+'"><td>'+esc(t.match)+'<br><small>'+esc(t.pick)+' @ '+esc(t.odds)+'</small></td><td class="r">'+vnd(t.stake)+'<br><small class="'+cls+'">'+esc(t.note)+'</small></td></tr>';}).join(''):'<tr><td>'+esc(W.noTickets)+'</td></tr>';}
async function load(){try{const r=await fetch(B.base+'/state?'+new URLSearchParams({...P,lang:B.lang}));const j=await r.json();if(j.ok)draw(j);}catch{}}
document.getElementById('events').addEventListener('click',async(e)=>{const b=e.target.closest('button[data-pick]');if(!b)return;
const out=document.getElementById('out');out.textContent=W.placing;
const r=await fetch(B.base+'/play',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({...P,lang:B.lang,stake:Number(document.getElementById('stake').value),event:b.dataset.event,pick:b.dataset.pick})});
const j=await r.json();out.textContent=j.message;load();});
load();setInterval(load,2000);
</script></body></html>`;
}
