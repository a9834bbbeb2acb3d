import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { type SandboxBet, SandboxBook, type SandboxProtocol, unitsOf } from './sandbox.book';
import { sandboxEvents, settleSandbox } from './sandbox.events';

/*
 * The game screen of a sandbox provider, the page its launch call links to: the player bets with
 * the sandbox's own wallet (money we transferred there), and the tickets land in the sandbox's
 * bet log. The IM sandbox offers our sportsbook's matches at the feed's 1X2 prices, the WS168
 * sandbox the fight of our cockfight schedule taking bets; a ticket stays open until that match
 * or fight has its result and is then settled by it (sandbox.events.ts, decision 153).
 */

const SETTLE_EVERY_MS = 1000;

function sign(protocol: string, player: string, key: string): string {
  return createHmac('sha256', key).update(`${protocol}:${player}`).digest('base64url').slice(0, 32);
}

/** The launch URL a sandbox answers: the game screen for this player, signed with the provider's key. */
export function gameLink(protocol: SandboxProtocol, player: string, key: string): string {
  return `/sandbox/${protocol}/game?p=${encodeURIComponent(player)}&s=${sign(protocol, player, key)}`;
}

const ZPlay = z.object({
  p: z.string().min(1).max(64),
  s: z.string().min(1).max(64),
  stake: z.number().int().min(1000).max(100_000_000),
  event: z.string().min(1).max(64),
  pick: z.string().min(1).max(16),
});
const ZSession = z.object({ p: z.string().min(1).max(64), s: z.string().min(1).max(64) });

const ticketView = (t: SandboxBet) => ({
  betId: t.betId,
  match: String(t.detail.match ?? ''),
  pick: String(t.detail.pick ?? ''),
  odds: String(t.detail.odds ?? ''),
  stake: unitsOf(t.stake),
  payout: t.payout === null ? null : unitsOf(t.payout),
  status: t.status,
  result: typeof t.detail.outcome === 'string' ? t.detail.outcome : null,
  score: typeof t.detail.score === 'string' ? t.detail.score : null,
});

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
      const parsed = ZPlay.safeParse(req.body);
      if (!parsed.success) return reply.status(400).send({ ok: false, message: 'Dữ liệu cược không hợp lệ' });
      const b = parsed.data;
      if (!(await signed(b.p, b.s))) return reply.status(403).send({ ok: false, message: 'Phiên chơi không hợp lệ' });
      const detail = await events.ticket(b.event, b.pick);
      if (typeof detail === 'string') return reply.status(409).send({ ok: false, message: detail });
      // stakes and balances are in hundredths of the sandbox's unit (1 đồng at scale 1)
      const bet = await book.place(b.p, b.stake * 100, detail);
      if (bet === 'insufficient')
        return reply.status(409).send({ ok: false, message: 'Số dư tại nhà cung cấp không đủ' });
      const balance = (await book.balance(b.p)) ?? 0;
      return { ok: true, balance: unitsOf(balance), ticket: ticketView(bet) };
    });

    /** The screen's state: the wallet, what is open for bets, the player's latest tickets. */
    app.get(`/sandbox/${protocol}/state`, { schema: { hide: true } }, async (req, reply) => {
      const q = ZSession.safeParse(req.query);
      if (!q.success || !(await signed(q.data.p, q.data.s)))
        return reply.status(403).send({ ok: false, message: 'Phiên chơi không hợp lệ' });
      const [balance, offer, tickets] = await Promise.all([
        book.balance(q.data.p),
        events.offer(),
        book.ofPlayer(q.data.p),
      ]);
      return { ok: true, balance: unitsOf(balance ?? 0), events: offer, tickets: tickets.map(ticketView) };
    });

    app.get(`/sandbox/${protocol}/game`, { schema: { hide: true } }, async (req, reply) => {
      const q = ZSession.safeParse(req.query);
      if (!q.success || !(await signed(q.data.p, q.data.s)))
        return reply.status(403).type('text/html').send('<p>Phiên chơi không hợp lệ</p>');
      return reply.type('text/html').send(page(protocol, q.data.p, q.data.s, req.cspNonce));
    });
  };
}

const TITLES: Record<SandboxProtocol, string> = { im: 'IM Sports (sandbox)', ws168: 'WS168 Đá gà (sandbox)' };

/** The screen: drawn by its script from `/state`, polled every 2 s so results appear as they land. */
function page(protocol: SandboxProtocol, p: string, s: string, nonce: string) {
  const title = TITLES[protocol];
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
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
</style></head><body><header><strong>${title}</strong><span>Số dư: <b id="bal">…</b></span></header>
<main><section><label>Tiền cược <input id="stake" type="number" min="1000" step="1000" value="10000" inputmode="numeric"></label>
<div id="out" role="status"></div><div id="events"><p>Đang tải…</p></div></section>
<section><h3>Vé của bạn</h3><table><tbody id="tickets"><tr><td>Chưa có vé.</td></tr></tbody></table></section></main>
<script nonce="${nonce}">
const P=${JSON.stringify({ p, s })};const base='/sandbox/${protocol}';
const vnd=(n)=>Number(n).toLocaleString('en-US');
const esc=(t)=>String(t).replace(/[&<>"']/g,(c)=>'&#'+c.charCodeAt(0)+';');
const left=(iso)=>{const s=Math.max(0,Math.round((Date.parse(iso)-Date.now())/1000));return s>=3600?new Date(iso).toLocaleString('vi-VN',{hour:'2-digit',minute:'2-digit',day:'2-digit',month:'2-digit'}):s>=60?Math.floor(s/60)+' phút '+(s%60)+' giây':s+' giây';};
function draw(st){
document.getElementById('bal').textContent=vnd(st.balance);
const ev=document.getElementById('events');
ev.innerHTML=st.events.length?st.events.map((e)=>'<div class="ev"><h2>'+esc(e.title)+'</h2><small>Đóng cược sau '+left(e.closesAt)+'</small><div class="picks">'+e.picks.map((x)=>'<button data-event="'+esc(e.id)+'" data-pick="'+esc(x.key)+'">'+esc(x.label)+' <b>'+(x.odds/1000).toFixed(2)+'</b></button>').join('')+'</div></div>').join(''):'<p>Chưa có ${protocol === 'im' ? 'trận đấu' : 'trận đá gà'} nhận cược, vui lòng đợi trong giây lát.</p>';
const tb=document.getElementById('tickets');
tb.innerHTML=st.tickets.length?st.tickets.map((t)=>{const cls=t.status==='open'?'open':t.payout>t.stake?'won':t.payout===t.stake?'':'lost';
const res=t.status==='open'?'Chờ kết quả':(t.result||'')+(t.score?' ('+esc(t.score)+')':'')+' · trả '+vnd(t.payout);
return '<tr data-ticket="'+esc(t.betId)+'" data-status="'+t.status+'"><td>'+esc(t.match)+'<br><small>'+esc(t.pick)+' @ '+esc(t.odds)+'</small></td><td class="r">'+vnd(t.stake)+'<br><small class="'+cls+'">'+esc(res)+'</small></td></tr>';}).join(''):'<tr><td>Chưa có vé.</td></tr>';}
async function load(){try{const r=await fetch(base+'/state?p='+encodeURIComponent(P.p)+'&s='+encodeURIComponent(P.s));const j=await r.json();if(j.ok)draw(j);}catch{}}
document.getElementById('events').addEventListener('click',async(e)=>{const b=e.target.closest('button[data-pick]');if(!b)return;
const out=document.getElementById('out');out.textContent='Đang đặt cược…';
const r=await fetch(base+'/play',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({...P,stake:Number(document.getElementById('stake').value),event:b.dataset.event,pick:b.dataset.pick})});
const j=await r.json();out.textContent=j.ok?'Đã đặt cược: '+j.ticket.pick+' @ '+j.ticket.odds:j.message;load();});
load();setInterval(load,2000);
</script></body></html>`;
}
