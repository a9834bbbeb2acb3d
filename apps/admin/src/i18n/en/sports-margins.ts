import type { Shape } from '../catalogue';
import type { sportsMarginsVi } from '../vi/sports-margins';

export const sportsMarginsEn: Shape<typeof sportsMarginsVi> = {
  margin2: 'Margin {{label}}',
  theMarginOfIs: 'The margin of {{label}} is invalid',
  savedOddsRecalculatedFor: 'Saved. Odds recalculated for {{repriced}} upcoming matches.',
  somethingWentWrong: 'Something went wrong',
  sportsMargins: 'Sports margins',
  theShareTheHouse:
    'The share the house keeps over the fair odds of each market. Odds players see = fair odds ÷ (1 + margin), rounded down to 0.01. Saving reprices upcoming matches at once; every change is written to the audit log.',
  market: 'Market',
  default: 'Default',
  margin: 'Margin (%)',
  exampleFair200: 'Example: fair 2.00 →',
  saveChanges2: 'Save {{length}} changes',
  saveChanges: 'Save changes',
  undo: 'Undo',
};
