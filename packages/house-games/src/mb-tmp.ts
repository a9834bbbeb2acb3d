import { FastRandom, sampleDistinct } from '@app/provider-kit/random';
import { autoArrange, compareHands, isValidOrder, mauBinhReturn } from './games/maubinh';

const rng = new FastRandom(Number(process.argv[2] ?? 1));
const N = Number(process.argv[3] ?? 200000);
let sum = 0,
  sq = 0,
  lung = 0;
const t = process.cpuUsage();
for (let n = 0; n < N; n++) {
  const c = sampleDistinct(rng, 52, 26);
  const p = c.slice(0, 13),
    d = c.slice(13);
  const pa = autoArrange(p),
    da = autoArrange(d);
  if (!isValidOrder(pa)) lung++;
  const r = compareHands(p, pa, d, da);
  const x = mauBinhReturn(r.net, 1000) / 12000;
  sum += x;
  sq += x * x;
}
const m = sum / N;
console.log({ rtp: m, se: Math.sqrt((sq / N - m * m) / N), lung, cpu: process.cpuUsage(t).user / 1e6 });
