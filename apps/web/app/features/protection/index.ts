/** Player protection: the responsible-gaming account page and the reality check root.tsx mounts. */
export { ProtectionPage } from './protection-page';
