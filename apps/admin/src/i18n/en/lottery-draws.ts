import type { Shape } from '../catalogue';
import type { lotteryDrawsVi } from '../vi/lottery-draws';

export const lotteryDrawsEn: Shape<typeof lotteryDrawsVi> = {
  drawing: 'Drawing…',
  noDrawIsTaking: 'No draw is taking tickets.',
  seedHash: 'Seed hash',
  drawTime: 'Draw time',
  closes: 'Closes',
  station: 'Station',
  period: 'Period',
  game: 'Game',
  theOpenDrawsOf:
    'The open draws of the built-in lottery. "Draw now" draws the result from the seed whose hash was published when the draw opened, closes it to new tickets and pays out at once; every draw is written to the audit log.',
  lotteryDraws: 'Lottery draws',
  somethingWentWrong: 'Something went wrong',
  drawDoneTicketsAre: 'Draw {{code}} done; tickets are paid by the result.',
  drawNowTheDraw: 'Draw {{code}} now? The draw stops taking tickets.',
  threeRegionL: 'Three-region lô đề',
  expressL: 'Express lô đề',
};
