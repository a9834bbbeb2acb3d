import type { Shape } from '../catalogue';
import type { revisionHistoryVi } from '../vi/revision-history';

export const revisionHistoryEn: Shape<typeof revisionHistoryVi> = {
  versionPublished: 'Version #{{id}} published',
  draftSaved: 'Draft #{{id}} saved',
  error: 'Error',
  back: 'Back',
  versionNote: 'Version note',
  saveDraft: 'Save draft',
  saveAndPublish: 'Save and publish',
  restoreAsTheDraft: 'Restore as the draft',
  publishThisVersion: 'Publish this version',
  currentDraft: 'current draft',
  live: 'live',
  versions: 'Versions',
  openInTheEditor: 'Open in the editor',
};
