import type { Shape } from '../catalogue';
import type { contentPreviewVi } from '../vi/content-preview';

export const contentPreviewEn: Shape<typeof contentPreviewVi> = {
  preview: 'Preview',
};
