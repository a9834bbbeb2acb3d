import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { SandboxBook, type SandboxProtocol } from './sandbox.book';

/*
 * The game screen of a sandbox provider, the page its launch call links to: the player bets with
 * the sandbox's own wallet (money we transferred there), and the tickets land in the sandbox's
 * bet log. The IM sandbox names the matches of our sportsbook's fixtures; the WS168 sandbox
 * numbered fights. A ticket is priced with a 5 % margin and settled at once by a fair draw.
 */

const PICKS: Record<SandboxProtocol, { key: string; label: string; odds: number }[]> = {
  im: [
    { key: 'home', label: 'Chủ nhà thắng', odds: 1.9 },
    { key: 'draw', label: 'Hòa', odds: 3.2 },
    { key: 'away', label: 'Khách thắng', odds: 3.8 },
  ],
  ws168: [
    { key: 'meron', label: 'Gà đỏ (Meron)', odds: 1.9 },
    { key: 'wala', label: 'Gà xanh (Wala)', odds: 1.9 },
  ],
};
const MARGIN = 0.95;

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
  pick: z.string().max(16),
  match: z.string().max(120).default(''),
});

export function sandboxGameRoutes(opts: {
  pool: pg.Pool;
  protocol: SandboxProtocol;
  key: () => Promise<string | null>;
  /** what the screen offers to bet on (the IM sandbox: our sportsbook's fixtures) */
  matches: () => Promise<string[]>;
}) {
  return async function sandboxGame(app: FastifyInstance): Promise<void> {
    const book = new SandboxBook(opts.pool, opts.protocol);
    const { protocol } = opts;

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
      const pick = PICKS[protocol].find((x) => x.key === b.pick);
      if (!pick) return reply.status(400).send({ ok: false, message: 'Cửa cược không tồn tại' });
      const detail = {
        match: b.match || (protocol === 'ws168' ? `Trận ${Math.floor(Date.now() / 60_000) % 1000}` : 'Trận đấu'),
        market: protocol === 'im' ? '1X2' : 'Thắng trận',
        pick: pick.label,
        odds: pick.odds.toFixed(2),
      };
      // stakes and balances are in hundredths of the sandbox's unit (1 đồng at scale 1)
      const bet = await book.play(b.p, b.stake * 100, pick.odds, MARGIN / pick.odds, detail);
      if (bet === 'insufficient')
        return reply.status(409).send({ ok: false, message: 'Số dư tại nhà cung cấp không đủ' });
      const balance = (await book.balance(b.p)) ?? 0;
      return { ok: true, won: bet.payout! > 0, payout: bet.payout! / 100, balance: balance / 100, betId: bet.betId };
    });

    app.get(`/sandbox/${protocol}/game`, { schema: { hide: true } }, async (req, reply) => {
      const q = z.object({ p: z.string().max(64), s: z.string().max(64) }).safeParse(req.query);
      if (!q.success || !(await signed(q.data.p, q.data.s)))
        return reply.status(403).type('text/html').send('<p>Phiên chơi không hợp lệ</p>');
      const balance = ((await book.balance(q.data.p)) ?? 0) / 100;
      const matches = (await opts.matches()).slice(0, 6);
      return reply.type('text/html').send(page(protocol, q.data.p, q.data.s, balance, matches, req.cspNonce));
    });
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(protocol: SandboxProtocol, p: string, s: string, balance: number, matches: string[], nonce: string) {
  const title = protocol === 'im' ? 'IM Sports (sandbox)' : 'WS168 Đá gà (sandbox)';
  const rows = (protocol === 'im' ? matches : [`Trận ${Math.floor(Date.now() / 60_000) % 1000}`])
    .map(
      (m) =>
        `<section class="m"><h2>${esc(m)}</h2><div class="picks">${PICKS[protocol]
          .map(
            (x) =>
              `<button data-pick="${x.key}" data-match="${esc(m)}">${esc(x.label)} <b>${x.odds.toFixed(2)}</b></button>`,
          )
          .join('')}</div></section>`,
    )
    .join('');
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#0f1b2d;color:#eef}header{padding:12px 16px;background:#182a45;display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px}
main{padding:12px 16px;max-width:720px;margin:auto}.m{background:#1c3050;border-radius:8px;padding:10px 12px;margin:10px 0}h2{font-size:15px;margin:0 0 8px}
.picks{display:flex;gap:8px;flex-wrap:wrap}button{flex:1 1 30%;min-height:44px;border:0;border-radius:6px;background:#2e4d7a;color:#fff;font-size:14px}
button b{display:block;color:#ffd166}label{display:block;margin:8px 0}input{font-size:16px;padding:6px;width:140px}#out{min-height:24px;margin:10px 0;font-weight:600}
</style></head><body><header><strong>${title}</strong><span>Số dư: <b id="bal">${balance.toLocaleString('vi-VN')}</b></span></header>
<main><label>Tiền cược <input id="stake" type="number" min="1000" step="1000" value="10000"></label><div id="out" role="status"></div>${rows || '<p>Chưa có trận đấu.</p>'}</main>
<script nonce="${nonce}">
const P=${JSON.stringify({ p, s })};
for(const b of document.querySelectorAll('button[data-pick]'))b.addEventListener('click',async()=>{
const out=document.getElementById('out');out.textContent='Đang đặt cược…';
const r=await fetch('/sandbox/${protocol}/play',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({...P,stake:Number(document.getElementById('stake').value),pick:b.dataset.pick,match:b.dataset.match})});
const j=await r.json();if(!j.ok){out.textContent=j.message;return;}
document.getElementById('bal').textContent=j.balance.toLocaleString('vi-VN');
out.textContent=j.won?'Thắng '+j.payout.toLocaleString('vi-VN'):'Thua';});
</script></body></html>`;
}
