// The lottery screens' countdown (plain browser JS, bundled by page.ts; no DOM, so tests import it).
/** Time left as a player reads it: m:ss within the hour, hours and minutes (and days) beyond it. */
export const clockText = (left) => {
  if (left < 3600) return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  const days = Math.floor(left / 86400);
  return `${days ? `${days} ngày ` : ''}${Math.floor((left % 86400) / 3600)} giờ ${Math.floor((left % 3600) / 60)} phút`;
};
