import type { Shape } from '../catalogue';
import type { ruleDraftVi } from '../vi/rule-draft';

export const ruleDraftEn: Shape<typeof ruleDraftVi> = {
  error: 'Error',
  edit: 'Edit',
  publish: 'Publish',
  close: 'Close',
  whatPlayersWillSee: 'What players will see',
  fixTheFieldsMarked: 'Fix the fields marked in error to see the preview.',
  void: 'Void',
};
