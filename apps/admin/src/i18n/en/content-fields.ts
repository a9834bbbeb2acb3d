import type { Shape } from '../catalogue';
import type { contentFieldsVi } from '../vi/content-fields';

export const contentFieldsEn: Shape<typeof contentFieldsVi> = {
  paragraphsAreSeparatedBy: 'Paragraphs are separated by a blank line; "## " heading, "- " list, "> " note;',
  isTheBrandName: 'is the brand name.',
  seoTitle70Characters: 'SEO title (≤ 70 characters)',
  seoDescription170Characters: 'SEO description (≤ 170 characters)',
  keepSearchEnginesFrom: 'Keep search engines from indexing (noindex)',
  language: 'Language',
  vietnamese: 'Tiếng Việt',
  english: 'English',
  hasEnglish: 'Has an English version (unticked: the English page shows the Vietnamese text)',
  englishOptional: 'English name (optional; empty: the English site shows the Vietnamese name)',
  englishDescriptionOptional: 'English description (optional)',
};
