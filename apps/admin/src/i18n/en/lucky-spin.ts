import type { Shape } from '../catalogue';
import type { luckySpinVi } from '../vi/lucky-spin';

export const luckySpinEn: Shape<typeof luckySpinVi> = {
  loading: 'Loading…',
  luckySpin: 'Lucky spin',
  chanceToWinWeight:
    'Chance to win = weight / total weight of enabled prizes. The page /su-kien/vong-quay-may-man publishes exactly this table and the server spins by it.',
  savedExpectedValuePer: 'Saved. Expected value per spin: {{money}}',
  error: 'Error',
  code: 'Code',
  prizeName2: 'Prize name',
  value2: 'Value (₫)',
  weight2: 'Weight',
  on: 'On',
  chanceToWin: 'Chance to win',
  prizeName: 'Prize name {{code}}',
  prizeNameEn2: 'English name',
  prizeNameEn: 'English name {{code}}',
  englishFallback: 'An empty English name: the English site shows the Vietnamese one.',
  value: 'Value {{code}}',
  weight: 'Weight {{code}}',
  enabled: 'Enabled {{code}}',
  totalWeight: 'Total weight',
  expectedValuePerSpin: 'Expected value per spin:',
  saveThePrizeTable: 'Save the prize table',
  undo: 'Undo',
};
