import type { Shape } from '../catalogue';
import type { contentFieldsVi } from '../vi/content-fields';

export const contentFieldsEn: Shape<typeof contentFieldsVi> = {
  keepSearchEnginesFrom: 'Keep search engines from indexing (noindex)',
  seoDescription170Characters: 'SEO description (≤ 170 characters)',
  seoTitle70Characters: 'SEO title (≤ 70 characters)',
  isTheBrandName: 'is the brand name.',
  paragraphsAreSeparatedBy: 'Paragraphs are separated by a blank line; "## " heading, "- " list, "> " note;',
};
