import { FISH_TYPES, type FishCode } from '../../games/fish';

/** Drawing of the sea and its creatures: plain canvas paths, cheap enough for mid-range phones. */

export interface Swimmer {
  id: number;
  code: FishCode;
  x: number;
  y: number;
  /** px per second, sign = direction */
  vx: number;
  baseY: number;
  wave: number;
  r: number;
  hitAt: number;
  dying: number;
}

const LOOK: Record<FishCode, { body: string; fin: string; size: number }> = {
  tom: { body: '#fb923c', fin: '#fdba74', size: 13 },
  'ca-nho': { body: '#38bdf8', fin: '#7dd3fc', size: 15 },
  'ca-he': { body: '#f97316', fin: '#ffffff', size: 18 },
  'ca-noc': { body: '#facc15', fin: '#a16207', size: 21 },
  rua: { body: '#16a34a', fin: '#86efac', size: 25 },
  muc: { body: '#e879f9', fin: '#f5d0fe', size: 26 },
  'ca-kiem': { body: '#6366f1', fin: '#c7d2fe', size: 30 },
  'ca-map': { body: '#64748b', fin: '#cbd5e1', size: 40 },
  'ca-voi': { body: '#1d4ed8', fin: '#93c5fd', size: 48 },
  'rua-vang': { body: '#eab308', fin: '#fef08a', size: 36 },
  'long-vuong': { body: '#b91c1c', fin: '#fbbf24', size: 62 },
};

export const fishRadius = (code: FishCode) => LOOK[code].size;

export function drawSea(ctx: CanvasRenderingContext2D, w: number, h: number, t: number): void {
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, '#0c4a6e');
  g.addColorStop(1, '#082f49');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  // light rays
  ctx.fillStyle = 'rgba(255,255,255,0.04)';
  for (let i = 0; i < 4; i++) {
    const x = ((i * w) / 4 + Math.sin(t / 3000 + i) * 40 + w) % w;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + 60, 0);
    ctx.lineTo(x - 40, h);
    ctx.lineTo(x - 120, h);
    ctx.fill();
  }
  // sand
  ctx.fillStyle = '#a16207';
  ctx.fillRect(0, h - 18, w, 18);
}

export function drawFish(ctx: CanvasRenderingContext2D, f: Swimmer, now: number): void {
  const look = LOOK[f.code];
  const s = look.size;
  const dir = f.vx >= 0 ? 1 : -1;
  const wag = Math.sin(now / 120 + f.id) * 0.25;
  ctx.save();
  ctx.translate(f.x, f.y);
  if (f.dying) {
    const k = Math.min(1, (now - f.dying) / 600);
    ctx.globalAlpha = 1 - k;
    ctx.rotate(k * 6);
    ctx.scale(1 + k * 0.5, 1 + k * 0.5);
  }
  ctx.scale(dir, 1);
  const kind = FISH_TYPES[f.code].kind;
  if (kind !== 'normal') {
    ctx.shadowColor = kind === 'boss' ? '#fbbf24' : '#fde68a';
    ctx.shadowBlur = kind === 'boss' ? 24 : 14;
  }
  const flash = now - f.hitAt < 120;
  if (f.code === 'long-vuong') {
    // the boss: a dragon of segments
    for (let i = 5; i >= 0; i--) {
      const sx = -i * s * 0.42;
      const sy = Math.sin(now / 200 - i * 0.8) * s * 0.12;
      ctx.fillStyle = flash ? '#fff' : i % 2 ? '#991b1b' : look.body;
      ctx.beginPath();
      ctx.ellipse(sx, sy, s * 0.42, s * 0.32, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = look.fin;
      ctx.beginPath();
      ctx.moveTo(sx - s * 0.1, sy - s * 0.28);
      ctx.lineTo(sx + s * 0.05, sy - s * 0.55);
      ctx.lineTo(sx + s * 0.2, sy - s * 0.26);
      ctx.fill();
    }
    ctx.fillStyle = flash ? '#fff' : look.body;
    ctx.beginPath();
    ctx.ellipse(s * 0.45, 0, s * 0.5, s * 0.38, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = look.fin;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(s * 0.5, -s * 0.3);
    ctx.quadraticCurveTo(s * 0.3, -s * 0.9, s * 0.05, -s * 0.85);
    ctx.moveTo(s * 0.7, -s * 0.25);
    ctx.quadraticCurveTo(s * 0.8, -s * 0.85, s * 1.0, -s * 0.8);
    ctx.stroke();
  } else {
    // tail
    ctx.fillStyle = look.fin;
    ctx.beginPath();
    ctx.moveTo(-s * 0.8, 0);
    ctx.lineTo(-s * 1.5, -s * (0.55 + wag));
    ctx.lineTo(-s * 1.5, s * (0.55 - wag));
    ctx.fill();
    // body
    ctx.fillStyle = flash ? '#ffffff' : look.body;
    ctx.beginPath();
    ctx.ellipse(0, 0, s, s * (f.code === 'ca-kiem' || f.code === 'ca-map' ? 0.42 : 0.6), 0, 0, Math.PI * 2);
    ctx.fill();
    if (f.code === 'ca-kiem') {
      ctx.strokeStyle = look.fin;
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(s, 0);
      ctx.lineTo(s * 1.8, -2);
      ctx.stroke();
    }
    if (f.code === 'ca-he') {
      ctx.fillStyle = '#fff';
      ctx.fillRect(-s * 0.2, -s * 0.55, s * 0.22, s * 1.1);
    }
    // dorsal fin
    ctx.fillStyle = look.fin;
    ctx.beginPath();
    ctx.moveTo(-s * 0.3, -s * 0.5);
    ctx.lineTo(s * 0.1, -s * 0.95);
    ctx.lineTo(s * 0.3, -s * 0.45);
    ctx.fill();
  }
  ctx.shadowBlur = 0;
  // eye
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(s * (f.code === 'long-vuong' ? 0.7 : 0.55), -s * 0.15, Math.max(2.5, s * 0.12), 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(s * (f.code === 'long-vuong' ? 0.73 : 0.58), -s * 0.15, Math.max(1.2, s * 0.06), 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  if (kind !== 'normal' && !f.dying) {
    ctx.font = `bold ${kind === 'boss' ? 16 : 12}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillStyle = '#fde68a';
    ctx.fillText(`x${FISH_TYPES[f.code].multiplier}`, f.x, f.y + s * 0.9 + 12);
  }
}

export function drawCannon(ctx: CanvasRenderingContext2D, x: number, y: number, angle: number, level: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = '#334155';
  ctx.beginPath();
  ctx.arc(0, 0, 30, Math.PI, 0);
  ctx.fill();
  ctx.rotate(angle);
  const g = ctx.createLinearGradient(0, -10, 0, 10);
  g.addColorStop(0, '#fde68a');
  g.addColorStop(1, '#b45309');
  ctx.fillStyle = g;
  ctx.fillRect(0, -9, 46, 18);
  ctx.restore();
  ctx.font = 'bold 12px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillStyle = '#fff';
  ctx.fillText(level >= 1000 ? `${level / 1000}K` : String(level), x, y - 4);
}
