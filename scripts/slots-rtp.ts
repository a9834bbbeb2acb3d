import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PP_SLOT_TITLES, SLOT_MEASURE_SEED, SLOT_MEASURE_SPINS, simulate } from '@app/house-games/partners';

/**
 * `npm run slots:rtp`: measures every PP sandbox slot title over 10^6 seeded spins (the
 * engine's fast simulation) and writes the figures the titles' rules show to
 * packages/house-games/src/partners/slot-measured.ts (decision 152). Run it after changing a
 * title's data; slots.test.ts fails while the stored figures differ from a fresh run.
 */
const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/house-games/src/partners/slot-measured.ts',
);
const rows: string[] = [];
for (const title of PP_SLOT_TITLES) {
  const t0 = performance.now();
  const m = simulate(title, SLOT_MEASURE_SPINS, SLOT_MEASURE_SEED);
  const exact = title.exactRtp().rtp;
  console.log(
    `${title.symbol.padEnd(12)} rtp=${(m.rtp * 100).toFixed(3)}% exact=${(exact * 100).toFixed(3)}% sd=${m.sd.toFixed(2)} hit=${(m.hitRate * 100).toFixed(1)}% ${Math.round(performance.now() - t0)} ms`,
  );
  rows.push(
    `  ${title.symbol}: { rtp: ${m.rtp}, sd: ${m.sd}, hitRate: ${m.hitRate}, freeSpinRate: ${m.freeSpinRate} },`,
  );
}
writeFileSync(
  out,
  `// Written by \`npm run slots:rtp\` (scripts/slots-rtp.ts): ${SLOT_MEASURE_SPINS.toLocaleString('en')} spins of each title from seed ${SLOT_MEASURE_SEED}. Do not edit.
export const SLOT_MEASURED: Readonly<Record<string, { rtp: number; sd: number; hitRate: number; freeSpinRate: number }>> = {
${rows.join('\n')}
};
`,
);
console.log(`wrote ${out}`);
