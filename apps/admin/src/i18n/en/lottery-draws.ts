import type { Shape } from '../catalogue';
import type { lotteryDrawsVi } from '../vi/lottery-draws';

export const lotteryDrawsEn: Shape<typeof lotteryDrawsVi> = {
  expressL: 'Express lô đề',
  threeRegionL: 'Three-region lô đề',
  drawNowTheDraw: 'Draw {{code}} now? The draw stops taking tickets.',
  drawDoneTicketsAre: 'Draw {{code}} done; tickets are paid by the result.',
  somethingWentWrong: 'Something went wrong',
  lotteryDraws: 'Lottery draws',
  theOpenDrawsOf:
    'The open draws of the built-in lottery. "Draw now" draws the result from the seed whose hash was published when the draw opened, closes it to new tickets and pays out at once; every draw is written to the audit log.',
  game: 'Game',
  period: 'Period',
  station: 'Station',
  closes: 'Closes',
  drawTime: 'Draw time',
  seedHash: 'Seed hash',
  noDrawIsTaking: 'No draw is taking tickets.',
  drawNow: 'Draw now',
  drawing: 'Drawing…',
};
