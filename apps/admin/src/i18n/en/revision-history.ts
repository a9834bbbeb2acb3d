import type { Shape } from '../catalogue';
import type { revisionHistoryVi } from '../vi/revision-history';

export const revisionHistoryEn: Shape<typeof revisionHistoryVi> = {
  openInTheEditor: 'Open in the editor',
  versions: 'Versions',
  live: 'live',
  currentDraft: 'current draft',
  publishThisVersion: 'Publish this version',
  restoreAsTheDraft: 'Restore as the draft',
  saveAndPublish: 'Save and publish',
  saveDraft: 'Save draft',
  versionNote: 'Version note',
  back: 'Back',
  error: 'Error',
  draftSaved: 'Draft #{{id}} saved',
  versionPublished: 'Version #{{id}} published',
};
