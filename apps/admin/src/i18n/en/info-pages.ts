import type { Shape } from '../catalogue';
import type { infoPagesVi } from '../vi/info-pages';

export const infoPagesEn: Shape<typeof infoPagesVi> = {
  noVersionYetThe: 'No version yet: the page shows its default content.',
  preview: 'Preview',
  seoEmptyThePage: "SEO (empty: the page's default)",
  addQuestion: 'Add question',
  deleteQuestion: 'Delete question',
  answer: 'Answer',
  question: 'Question',
  frequentlyAskedQuestions: 'Frequently asked questions',
  content: 'Content',
  introduction: 'Introduction',
  infoPages: 'Info pages',
  aboutUsTermsGuides:
    'About us, terms, guides, FAQ… Each save is a version; the player site shows the published version, or the default content while none is published.',
  lastSaved: 'Last saved',
  publishedAt: 'Published at',
  versions: 'Versions',
  defaultContent: 'Default content',
  version: 'Version #{{getValue}}',
  live: 'Live',
  responsibleGaming: 'Responsible gaming',
  howToGetA: 'How to get a gift code',
  newPlayerCode: 'New player code',
  howToRegister: 'How to register',
  howToWithdraw: 'How to withdraw',
  howToDeposit: 'How to deposit',
  privacyPolicy: 'Privacy policy',
  termsConditions: 'Terms & conditions',
  aboutUs: 'About us',
};
