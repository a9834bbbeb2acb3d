import type { Shape } from '../catalogue';
import type { luckySpinVi } from '../vi/lucky-spin';

export const luckySpinEn: Shape<typeof luckySpinVi> = {
  undo: 'Undo',
  saveThePrizeTable: 'Save the prize table',
  expectedValuePerSpin: 'Expected value per spin:',
  totalWeight: 'Total weight',
  enabled: 'Enabled {{code}}',
  weight: 'Weight {{code}}',
  value: 'Value {{code}}',
  prizeName: 'Prize name {{code}}',
  chanceToWin: 'Chance to win',
  on: 'On',
  weight2: 'Weight',
  value2: 'Value (₫)',
  prizeName2: 'Prize name',
  code: 'Code',
  error: 'Error',
  savedExpectedValuePer: 'Saved. Expected value per spin: {{money}}',
  chanceToWinWeight:
    'Chance to win = weight / total weight of enabled prizes. The page /su-kien/vong-quay-may-man publishes exactly this table and the server spins by it.',
  luckySpin: 'Lucky spin',
  loading: 'Loading…',
};
