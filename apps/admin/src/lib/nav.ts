/**
 * The menu item of a path: the longest item whose path is the path or a folder above it, so
 * /admin/tro-choi/gioi-han-ban lights its own item and not /admin/tro-choi, while a screen
 * below one (/admin/nguoi-choi/42) still lights its parent. The home item matches only itself.
 */
export function activeItem(pathname: string, items: { to: string }[], home = '/admin'): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const { to } of items) {
    const hit = to === home ? path === home : path === to || path.startsWith(`${to}/`);
    if (hit && (best === null || to.length > best.length)) best = to;
  }
  return best;
}
