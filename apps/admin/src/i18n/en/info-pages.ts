import type { Shape } from '../catalogue';
import type { infoPagesVi } from '../vi/info-pages';

export const infoPagesEn: Shape<typeof infoPagesVi> = {
  aboutUs: 'About us',
  termsConditions: 'Terms & conditions',
  privacyPolicy: 'Privacy policy',
  howToDeposit: 'How to deposit',
  howToWithdraw: 'How to withdraw',
  howToRegister: 'How to register',
  newPlayerCode: 'New player code',
  howToGetA: 'How to get a gift code',
  responsibleGaming: 'Responsible gaming',
  live: 'Live',
  version: 'Version #{{getValue}}',
  defaultContent: 'Default content',
  versions: 'Versions',
  publishedAt: 'Published at',
  lastSaved: 'Last saved',
  aboutUsTermsGuides:
    'About us, terms, guides, FAQ… Each save is a version; the player site shows the published version, or the default content while none is published.',
  infoPages: 'Info pages',
  introduction: 'Introduction',
  content: 'Content',
  frequentlyAskedQuestions: 'Frequently asked questions',
  question: 'Question',
  answer: 'Answer',
  deleteQuestion: 'Delete question',
  addQuestion: 'Add question',
  seoEmptyThePage: "SEO (empty: the page's default)",
  hasEnglishVersion: 'The page has an English version (unticked: the English page shows the Vietnamese text)',
  preview: 'Preview',
  noVersionYetThe: 'No version yet: the page shows its default content.',
};
