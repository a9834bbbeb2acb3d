import type { FightResult } from '../../games/cockfight';

export interface ArenaState {
  phase: 'betting' | 'fighting' | 'result';
  result: FightResult | null;
  cancelled: boolean;
  /** animation clock, ms */
  t: number;
  no: number;
  msLeft: number;
}

const RED = { body: '#b91c1c', wing: '#7f1d1d', tail: '#1f2937', ring: '#ef4444' };
const BLUE = { body: '#d4a017', wing: '#854d0e', tail: '#1e3a8a', ring: '#3b82f6' };

/** Sizes the canvas's backing store to its box and the device's pixel ratio (crisp on phones). */
function fit(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const ratio = Math.min(2, window.devicePixelRatio || 1);
  const w = Math.round(canvas.clientWidth * ratio);
  const hgt = Math.round(canvas.clientHeight * ratio);
  if (w > 0 && hgt > 0 && (canvas.width !== w || canvas.height !== hgt)) {
    canvas.width = w;
    canvas.height = hgt;
  }
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(canvas.width / 640, 0, 0, canvas.height / 300, 0, 0);
  return ctx;
}

function rooster(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  facing: 1 | -1,
  c: typeof RED,
  pose: { lift: number; tilt: number; wings: number; down?: boolean },
) {
  ctx.save();
  ctx.translate(x, y - pose.lift);
  ctx.scale(facing * 1.4, 1.4);
  if (pose.down) ctx.rotate(1.35);
  else ctx.rotate(pose.tilt);
  // legs
  ctx.strokeStyle = '#f59e0b';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(-6, 18);
  ctx.lineTo(-10, 42 + pose.lift * 0.2);
  ctx.moveTo(8, 18);
  ctx.lineTo(10, 42 + pose.lift * 0.2);
  ctx.stroke();
  // tail
  ctx.fillStyle = c.tail;
  ctx.beginPath();
  ctx.moveTo(-24, 0);
  ctx.quadraticCurveTo(-62, -40, -46, -58);
  ctx.quadraticCurveTo(-40, -20, -18, -6);
  ctx.fill();
  // body
  ctx.fillStyle = c.body;
  ctx.beginPath();
  ctx.ellipse(0, 4, 30, 22, -0.15, 0, Math.PI * 2);
  ctx.fill();
  // wing
  ctx.fillStyle = c.wing;
  ctx.beginPath();
  ctx.ellipse(-4, 2 - pose.wings * 10, 18, 10 + pose.wings * 6, -0.3 - pose.wings * 0.6, 0, Math.PI * 2);
  ctx.fill();
  // neck and head
  ctx.fillStyle = c.body;
  ctx.beginPath();
  ctx.ellipse(22, -22, 10, 16, 0.35, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(28, -36, 9, 0, Math.PI * 2);
  ctx.fill();
  // comb, wattle, beak, eye
  ctx.fillStyle = '#dc2626';
  ctx.beginPath();
  ctx.arc(24, -46, 4, 0, Math.PI * 2);
  ctx.arc(29, -47, 4, 0, Math.PI * 2);
  ctx.arc(34, -45, 3.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(34, -28, 3, 5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fbbf24';
  ctx.beginPath();
  ctx.moveTo(36, -38);
  ctx.lineTo(46, -35);
  ctx.lineTo(36, -32);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(31, -38, 1.8, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Draws one frame of the pit: idle cocks while betting, clashes while fighting, the outcome after. */
export function drawArena(canvas: HTMLCanvasElement, s: ArenaState): void {
  const ctx = fit(canvas);
  if (!ctx) return;
  // the pit
  const sky = ctx.createLinearGradient(0, 0, 0, 300);
  sky.addColorStop(0, '#1c1917');
  sky.addColorStop(1, '#292524');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 640, 300);
  ctx.fillStyle = '#a16207';
  ctx.beginPath();
  ctx.ellipse(320, 250, 300, 52, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ca8a04';
  ctx.beginPath();
  ctx.ellipse(320, 248, 270, 40, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.25)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.ellipse(320, 248, 120, 18, 0, 0, Math.PI * 2);
  ctx.stroke();

  const t = s.t / 1000;
  const ground = 208;
  if (s.phase === 'betting') {
    const bob = (k: number) => Math.abs(Math.sin(t * 2.2 + k)) * 4;
    rooster(ctx, 150, ground, 1, RED, { lift: bob(0), tilt: Math.sin(t * 1.7) * 0.05, wings: 0 });
    rooster(ctx, 490, ground, -1, BLUE, { lift: bob(1.3), tilt: Math.sin(t * 1.9) * 0.05, wings: 0 });
  } else if (s.phase === 'fighting' && !s.result && !s.cancelled) {
    // clashes: both leap to the middle and spring back, a little out of step
    const phase = (t * 1.4 + (s.no % 7) * 0.13) % 1;
    const leap = Math.sin(phase * Math.PI);
    const lx = 190 + leap * 90;
    const rx = 450 - leap * 90;
    rooster(ctx, lx, ground, 1, RED, { lift: leap * 46, tilt: -leap * 0.4, wings: leap });
    rooster(ctx, rx, ground, -1, BLUE, {
      lift: Math.sin(((phase + 0.08) % 1) * Math.PI) * 40,
      tilt: -leap * 0.35,
      wings: leap,
    });
    if (leap > 0.85) {
      ctx.fillStyle = 'rgba(255,255,255,0.8)';
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2 + t * 3;
        ctx.beginPath();
        ctx.ellipse(320 + Math.cos(a) * 30, 150 + Math.sin(a) * 20, 6, 2, a, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  } else {
    const winner = s.cancelled ? null : s.result;
    const cheer = Math.abs(Math.sin(t * 5)) * 10;
    if (winner === 'draw' || winner === null) {
      rooster(ctx, 200, ground, 1, RED, { lift: 0, tilt: 0.05, wings: 0.2 });
      rooster(ctx, 440, ground, -1, BLUE, { lift: 0, tilt: 0.05, wings: 0.2 });
    } else if (winner === 'meron') {
      rooster(ctx, 420, ground + 10, -1, BLUE, { lift: 0, tilt: 0, wings: 0, down: true });
      rooster(ctx, 260, ground, 1, RED, { lift: cheer, tilt: -0.15, wings: 1 });
    } else {
      rooster(ctx, 220, ground + 10, 1, RED, { lift: 0, tilt: 0, wings: 0, down: true });
      rooster(ctx, 380, ground, -1, BLUE, { lift: cheer, tilt: -0.15, wings: 1 });
    }
  }
  // labels of the corners
  ctx.font = 'bold 20px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.fillStyle = RED.ring;
  ctx.fillText('MERON', 16, 30);
  ctx.textAlign = 'right';
  ctx.fillStyle = BLUE.ring;
  ctx.fillText('WALA', 624, 30);
}
