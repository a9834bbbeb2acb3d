// Written by `npm run slots:rtp` (scripts/slots-rtp.ts): 1,000,000 spins of each title from seed 152. Do not edit.
export const SLOT_MEASURED: Readonly<
  Record<string, { rtp: number; sd: number; hitRate: number; freeSpinRate: number }>
> = {
  vs20olympus: { rtp: 0.958827500003362, sd: 3.7701671475144236, hitRate: 0.386464, freeSpinRate: 0.004064 },
  vs20sweetbn: { rtp: 0.9606186999983678, sd: 3.2029804422178185, hitRate: 0.550346, freeSpinRate: 0.004176 },
  vs20dogh: { rtp: 0.9563683500018348, sd: 2.0986548266973872, hitRate: 0.404266, freeSpinRate: 0.003278 },
  vs15bassb: { rtp: 0.9564511333317958, sd: 4.734804721372444, hitRate: 0.320807, freeSpinRate: 0.003783 },
  vs15wolfg: { rtp: 0.9584479599966794, sd: 2.9018821228917986, hitRate: 0.569223, freeSpinRate: 0.004825 },
  vs15madame: { rtp: 0.9535495333344964, sd: 2.0235824434052327, hitRate: 0.367807, freeSpinRate: 0 },
  vs10bookeg: { rtp: 0.9625497000005447, sd: 4.669933402634499, hitRate: 0.281045, freeSpinRate: 0.003395 },
  vs10fruity: { rtp: 0.9544244000035811, sd: 2.7812527365726614, hitRate: 0.434305, freeSpinRate: 0 },
  vs10buffalo: { rtp: 0.958505959999398, sd: 5.712111286856276, hitRate: 0.33647, freeSpinRate: 0.002748 },
  vs9aztec: { rtp: 0.9588500000004353, sd: 3.7483751193783, hitRate: 0.23833, freeSpinRate: 0.003896 },
  vs9dragon: { rtp: 0.9626217777764509, sd: 6.910858770266752, hitRate: 0.27517, freeSpinRate: 0.003511 },
  vs5joker: { rtp: 0.9602319999993623, sd: 3.9180583387952703, hitRate: 0.254574, freeSpinRate: 0 },
};
