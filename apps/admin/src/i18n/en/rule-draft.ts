import type { Shape } from '../catalogue';
import type { ruleDraftVi } from '../vi/rule-draft';

export const ruleDraftEn: Shape<typeof ruleDraftVi> = {
  void: 'Void',
  fixTheFieldsMarked: 'Fix the fields marked in error to see the preview.',
  whatPlayersWillSee: 'What players will see',
  close: 'Close',
  publish: 'Publish',
  edit: 'Edit',
  error: 'Error',
};
