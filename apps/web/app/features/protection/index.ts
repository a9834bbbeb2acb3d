/** Player protection: the responsible-gaming account page and the reality check root.tsx mounts. */
export { protectionVi } from './i18n';
export { ProtectionPage } from './protection-page';
