import { CANNON_LEVELS, FISH_CODES, FISH_TYPES, type FishCode, fish } from '../../games/fish';
import { ApiError, createApi, type RoundView, type SeedView } from './api';
import { clear, h, money, sheet, toast } from './dom';
import { type PendingBatch, type SendOutcome, ShotBatcher } from './fish-batcher';
import { drawCannon, drawFish, drawSea, fishRadius, type Swimmer } from './fish-sea';
import { lang, t, timeOf } from './lang';

interface FireResult {
  batchId: string;
  stake: number;
  payout: number;
  shots: { fish: FishCode; level: number; captured: boolean; payout: number }[];
  balance: number | null;
  settled: boolean;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

interface Bullet {
  x: number;
  y: number;
  vx: number;
  vy: number;
  born: number;
  level: number;
}

interface Floater {
  x: number;
  y: number;
  text: string;
  born: number;
  big: boolean;
}

const FLUSH_MS = 400;
const BULLET_SPEED = 720;
const BULLET_LIFE_MS = 3500;
const NORMAL: FishCode[] = FISH_CODES.filter((c) => FISH_TYPES[c].kind === 'normal');
const SPECIAL: FishCode[] = FISH_CODES.filter((c) => FISH_TYPES[c].kind === 'special');
const BOSS_EVERY_MS = 40_000;

/**
 * Bắn cá: fish swim across a canvas, the player taps to fire at the chosen cannon level. A
 * bullet that strikes a fish becomes a shot at that fish; shots go to the server in batches
 * (fish-batcher.ts), whose answer decides which struck fish were captured.
 */
export async function fishPage(root: HTMLElement, base: string, token: string | null, backLink: () => HTMLElement) {
  const api = createApi(base, token);
  const fatal = (message: string) => {
    clear(root);
    root.append(h('div', { class: 'panel fatal' }, h('h2', {}, t('common.cantOpen')), h('p', {}, message), backLink()));
  };
  if (!token) return fatal(t('common.badSession'));
  let session: { user: string; balance: number; seed: SeedView };
  try {
    session = await api.get('session');
  } catch (err) {
    return fatal(err instanceof ApiError ? err.message : t('common.error'));
  }

  let confirmed = session.balance;
  let levelIndex = 3;
  let seed = session.seed;
  const level = () => CANNON_LEVELS[levelIndex]!;

  const balanceEl = h('strong', { 'data-testid': 'balance' });
  const levelEl = h('strong', { class: 'fish-level', 'data-testid': 'cannon-level' });
  const waitingEl = h('small', { class: 'total', 'data-testid': 'fish-waiting' });
  const canvas = h('canvas', { class: 'fish-canvas', 'aria-label': t('fish.sea') }) as HTMLCanvasElement;

  const swimmers: Swimmer[] = [];
  const byId = new Map<number, Swimmer>();
  const bullets: Bullet[] = [];
  const floaters: Floater[] = [];
  let nextId = 1;
  let lastBoss = performance.now() - BOSS_EVERY_MS + 8_000;
  let aim = -Math.PI / 2;
  let w = 0;
  let hgt = 0;
  /** stakes of bullets still flying (not yet a shot at a fish) */
  let inFlight = 0;

  const storeKey = `house-fish-batches:${session.user}`;
  const batcher = new ShotBatcher<FireResult, number>(
    {
      load: () => localStorage.getItem(storeKey),
      save: (v) => (v === null ? localStorage.removeItem(storeKey) : localStorage.setItem(storeKey, v)),
    },
    send,
    () => crypto.randomUUID(),
    settled,
  );

  async function send(batch: PendingBatch): Promise<SendOutcome<FireResult>> {
    try {
      const result = await api.post<FireResult>('fish/fire', { batchId: batch.id, shots: batch.shots });
      return { kind: 'settled', result };
    } catch (err) {
      // no answer, or the platform is away: the same batch goes again
      if (!(err instanceof ApiError) || err.status === 0 || (err.status >= 500 && err.code !== 'ROUND_CANCELLED')) {
        throw err;
      }
      if (err.balance !== null) confirmed = err.balance;
      return { kind: 'dropped', message: err.message };
    }
  }

  function settled(_batch: PendingBatch, outcome: SendOutcome<FireResult>, refs: (number | null)[]) {
    if (outcome.kind === 'dropped') {
      toast(t('fish.dropped', { message: outcome.message }));
      void api
        .get<{ balance: number }>('balance')
        .then((b) => (confirmed = b.balance))
        .catch(() => {});
      return;
    }
    const r = outcome.result;
    if (r.balance !== null) confirmed = r.balance;
    seed = { ...r.fairness, nonce: r.fairness.nonce + 1 };
    if (!r.settled) toast(t('common.unsettled'));
    r.shots.forEach((s, i) => {
      if (!s.captured) return;
      const target = refs[i] !== null && refs[i] !== undefined ? byId.get(refs[i]!) : undefined;
      const now = performance.now();
      const kind = FISH_TYPES[s.fish].kind;
      if (target && !target.dying) target.dying = now;
      floaters.push({
        x: target?.x ?? w / 2,
        y: target?.y ?? hgt - 90,
        text: `+${money(s.payout)}`,
        born: now,
        big: kind !== 'normal',
      });
      if (kind === 'boss') toast(t('fish.caught', { fish: t(`fish.names.${s.fish}`), amount: money(s.payout) }), true);
    });
  }

  function shownBalance() {
    return confirmed - batcher.unsettledStake();
  }

  function spawn(code: FishCode) {
    const left = Math.random() < 0.5;
    const r = fishRadius(code);
    const speed = (code === 'long-vuong' ? 38 : 40 + Math.random() * 70) * (left ? 1 : -1);
    const baseY = 40 + Math.random() * Math.max(60, hgt - 200);
    const f: Swimmer = {
      id: nextId++,
      code,
      x: left ? -r * 2 : w + r * 2,
      y: baseY,
      baseY,
      vx: speed,
      wave: Math.random() * 6,
      r,
      hitAt: 0,
      dying: 0,
    };
    swimmers.push(f);
    byId.set(f.id, f);
  }

  function fire(tx: number, ty: number) {
    const cx = w / 2;
    const cy = hgt - 8;
    aim = Math.atan2(ty - cy, tx - cx);
    if (aim > -0.15) aim = -0.15;
    if (aim < -Math.PI + 0.15) aim = -Math.PI + 0.15;
    if (shownBalance() - inFlight < level()) {
      toast(t('fish.notEnough'));
      return;
    }
    // the stake is counted from the moment the bullet leaves (shown balance drops at once)
    bullets.push({
      x: cx + Math.cos(aim) * 46,
      y: cy + Math.sin(aim) * 46,
      vx: Math.cos(aim) * BULLET_SPEED,
      vy: Math.sin(aim) * BULLET_SPEED,
      born: performance.now(),
      level: level(),
    });
    inFlight += level();
  }

  function strike(b: Bullet, f: Swimmer, now: number) {
    f.hitAt = now;
    inFlight -= b.level;
    batcher.add({ fish: f.code, level: b.level }, f.id);
  }

  canvas.addEventListener('pointerdown', (e) => {
    const box = canvas.getBoundingClientRect();
    fire(e.clientX - box.left, e.clientY - box.top);
  });

  let last = performance.now();
  function frame(now: number) {
    const dt = Math.min(0.05, (now - last) / 1000);
    last = now;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    w = canvas.clientWidth;
    hgt = canvas.clientHeight;
    if (canvas.width !== Math.round(w * ratio) || canvas.height !== Math.round(hgt * ratio)) {
      canvas.width = Math.round(w * ratio);
      canvas.height = Math.round(hgt * ratio);
    }
    const ctx = canvas.getContext('2d')!;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);

    // population: a school of normal fish, now and then a special one, a boss on its schedule
    const alive = swimmers.filter((f) => !f.dying);
    if (alive.filter((f) => FISH_TYPES[f.code].kind === 'normal').length < Math.max(8, Math.round(w / 45))) {
      spawn(NORMAL[Math.floor(Math.random() * NORMAL.length)]!);
    }
    if (Math.random() < dt * 0.12 && alive.filter((f) => FISH_TYPES[f.code].kind === 'special').length < 2) {
      spawn(SPECIAL[Math.floor(Math.random() * SPECIAL.length)]!);
    }
    if (now - lastBoss > BOSS_EVERY_MS && !alive.some((f) => f.code === 'long-vuong')) {
      lastBoss = now;
      spawn('long-vuong');
      toast(t('fish.boss'), true);
    }

    for (let i = swimmers.length - 1; i >= 0; i--) {
      const f = swimmers[i]!;
      f.x += f.vx * dt;
      f.y = f.baseY + Math.sin(now / 900 + f.wave) * 14;
      const gone = f.x < -f.r * 3 || f.x > w + f.r * 3 || (f.dying && now - f.dying > 650);
      if (gone) {
        swimmers.splice(i, 1);
        byId.delete(f.id);
      }
    }

    for (let i = bullets.length - 1; i >= 0; i--) {
      const b = bullets[i]!;
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      if (b.x < 4 || b.x > w - 4) b.vx = -b.vx;
      if (b.y < 4) b.vy = -b.vy;
      let hit: Swimmer | undefined;
      for (const f of swimmers) {
        if (!f.dying && (f.x - b.x) ** 2 + (f.y - b.y) ** 2 < (f.r + 5) ** 2) {
          hit = f;
          break;
        }
      }
      // a bullet that never meets a fish is spent on the nearest one (every bullet is a shot)
      if (!hit && (now - b.born > BULLET_LIFE_MS || b.y > hgt + 10)) {
        hit = swimmers
          .filter((f) => !f.dying)
          .sort((p, q) => (p.x - b.x) ** 2 + (p.y - b.y) ** 2 - ((q.x - b.x) ** 2 + (q.y - b.y) ** 2))[0];
        if (!hit) {
          // an empty sea: the bullet is dropped and never staked
          inFlight -= b.level;
          bullets.splice(i, 1);
          continue;
        }
      }
      if (hit) {
        strike(b, hit, now);
        bullets.splice(i, 1);
      }
    }

    drawSea(ctx, w, hgt, now);
    for (const f of swimmers) drawFish(ctx, f, now);
    ctx.fillStyle = '#fde68a';
    for (const b of bullets) {
      ctx.beginPath();
      ctx.arc(b.x, b.y, 5, 0, Math.PI * 2);
      ctx.fill();
    }
    for (let i = floaters.length - 1; i >= 0; i--) {
      const fl = floaters[i]!;
      const k = (now - fl.born) / 1400;
      if (k >= 1) {
        floaters.splice(i, 1);
        continue;
      }
      ctx.globalAlpha = 1 - k;
      ctx.font = `bold ${fl.big ? 22 : 15}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillStyle = '#fde047';
      ctx.fillText(fl.text, fl.x, fl.y - k * 50);
      ctx.globalAlpha = 1;
    }
    drawCannon(ctx, w / 2, hgt - 8, aim, level());

    balanceEl.textContent = money(shownBalance() - inFlight);
    levelEl.textContent = t('fish.perShot', { amount: money(level()) });
    // bullets still flying are shots too: staked, not yet settled
    const waiting = batcher.waiting + bullets.length;
    waitingEl.textContent = waiting ? t('fish.waiting', { count: waiting }) : '';
    requestAnimationFrame(frame);
  }

  const step = (d: number) => () => {
    levelIndex = Math.max(0, Math.min(CANNON_LEVELS.length - 1, levelIndex + d));
  };

  const rules = () => {
    const { body } = sheet(t('common.rulesOf', { name: t('games.fish') }));
    body.append(
      h('p', {}, t('notes.fish')),
      h('p', {}, t('fish.batchRule')),
      h(
        'table',
        { class: 'rounds' },
        h(
          'tbody',
          {},
          ...FISH_CODES.map((c) =>
            h(
              'tr',
              {},
              h('td', {}, t(`fish.names.${c}`)),
              h('td', { class: 'num' }, `x${FISH_TYPES[c].multiplier}`),
              h('td', { class: 'num' }, `${(96 / FISH_TYPES[c].multiplier).toFixed(2)}%`),
            ),
          ),
        ),
      ),
    );
  };
  const fairness = () => {
    const { body } = sheet(t('fair.title'));
    const hash = h('div', { class: 'mono' }, seed.serverSeedHash);
    const revealed = h('div');
    body.append(
      h('p', {}, t('fish.fairExplain')),
      hash,
      h('p', {}, t('fish.seedLine', { seed: seed.clientSeed, nonce: seed.nonce })),
      h(
        'button',
        {
          class: 'btn primary',
          type: 'button',
          onclick: async () => {
            try {
              await batcher.flush();
              const r = await api.post<{
                revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
                next: SeedView;
              }>('seed/rotate', {});
              seed = r.next;
              hash.textContent = r.next.serverSeedHash;
              clear(revealed);
              revealed.append(
                h('p', {}, t('fish.revealed')),
                h('div', { class: 'mono' }, r.revealed.serverSeed),
                h(
                  'p',
                  {},
                  h(
                    'a',
                    { href: `${base}/verify?game=fish&lang=${lang}`, target: '_blank', rel: 'noopener' },
                    t('common.openVerify'),
                  ),
                ),
              );
            } catch (err) {
              toast(err instanceof ApiError ? err.message : t('common.error'));
            }
          },
        },
        t('fair.rotate'),
      ),
      revealed,
    );
  };

  const history = async () => {
    const { body } = sheet(t('fish.history'));
    const rounds = (await api.get<RoundView[]>('rounds?limit=50').catch(() => [])).filter((r) => r.game === fish.code);
    if (rounds.length === 0) body.append(h('p', {}, t('fish.empty')));
    const list = h('ul', { class: 'fight-mine' });
    for (const r of rounds) {
      const f = r.fairness;
      const shots = (r.bet as { shots: unknown[] }).shots.length;
      list.append(
        h(
          'li',
          {},
          t('fish.line', { time: timeOf(r.createdAt), shots, stake: money(r.stake), payout: money(r.payout) }),
          f.serverSeed
            ? h(
                'a',
                {
                  href: `${base}/verify?${new URLSearchParams({
                    game: fish.code,
                    serverSeed: f.serverSeed,
                    serverSeedHash: f.serverSeedHash,
                    clientSeed: f.clientSeed,
                    nonce: String(f.nonce),
                    bet: JSON.stringify(r.bet),
                    lang,
                  })}`,
                  target: '_blank',
                  rel: 'noopener',
                },
                t('common.check'),
              )
            : h('span', { class: 'total' }, t('fish.unrevealed', { nonce: f.nonce })),
        ),
      );
    }
    body.append(list);
  };

  clear(root);
  root.classList.add('fish-app');
  root.append(
    h(
      'header',
      { class: 'topbar' },
      backLink(),
      h('h1', {}, t('games.fish')),
      h(
        'nav',
        { class: 'tools' },
        h('button', { class: 'icon-btn', type: 'button', onclick: rules }, t('common.rules')),
        h('button', { class: 'icon-btn', type: 'button', onclick: () => void history() }, t('common.history')),
        h('button', { class: 'icon-btn', type: 'button', onclick: fairness }, t('common.fairness')),
      ),
      h('div', { class: 'balance' }, h('small', {}, t('common.balance')), balanceEl),
    ),
    canvas,
    h(
      'div',
      { class: 'fish-bar' },
      h('button', { class: 'btn', type: 'button', 'aria-label': t('fish.down'), onclick: step(-1) }, '−'),
      h('div', { class: 'fish-stake' }, h('small', {}, t('fish.level')), levelEl),
      h('button', { class: 'btn', type: 'button', 'aria-label': t('fish.up'), onclick: step(1) }, '+'),
      waitingEl,
    ),
  );
  requestAnimationFrame(frame);
  // batches left unconfirmed by a previous visit go first
  void batcher.flush();
  setInterval(() => void batcher.flush(), FLUSH_MS);
  window.addEventListener('pagehide', () => void batcher.flush());
}
