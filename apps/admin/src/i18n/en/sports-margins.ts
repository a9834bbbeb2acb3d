import type { Shape } from '../catalogue';
import type { sportsMarginsVi } from '../vi/sports-margins';

export const sportsMarginsEn: Shape<typeof sportsMarginsVi> = {
  undo: 'Undo',
  saveChanges: 'Save changes',
  saveChanges2: 'Save {{length}} changes',
  exampleFair200: 'Example: fair 2.00 →',
  margin: 'Margin (%)',
  default: 'Default',
  market: 'Market',
  theShareTheHouse:
    'The share the house keeps over the fair odds of each market. Odds players see = fair odds ÷ (1 + margin), rounded down to 0.01. Saving reprices upcoming matches at once; every change is written to the audit log.',
  sportsMargins: 'Sports margins',
  somethingWentWrong: 'Something went wrong',
  savedOddsRecalculatedFor: 'Saved. Odds recalculated for {{repriced}} upcoming matches.',
  theMarginOfIs: 'The margin of {{label}} is invalid',
  margin2: 'Margin {{label}}',
};
