/** The sportsbook and virtual football screens: an HTML shell, the client script does the rest. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sportsPage(game: 'sportsbook' | 'virtual', base: string): string {
  const title = game === 'virtual' ? 'Bóng đá ảo' : 'Thể thao';
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${esc(base)}/assets/sports.css">
</head>
<body data-game="${esc(game)}" data-base="${esc(base)}">
<header class="top">
  <a class="back" id="back" href="/" target="_top" aria-label="Về sảnh"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>Sảnh</a>
  <strong class="brand">${esc(title)}</strong>
  <span class="balance" id="balance" aria-live="polite">…</span>
  <label class="fmt" title="Áp dụng cho kèo chấp và tài xỉu; kèo 1X2, tỷ số luôn ở dạng thập phân">Kiểu kèo
    <select id="odds-format">
      <option value="decimal">Thập phân (EU)</option>
      <option value="malay">Malaysia (MY)</option>
      <option value="hongkong">Hồng Kông (HK)</option>
      <option value="indo">Indonesia (INDO)</option>
    </select>
  </label>
</header>
<nav class="tabs" id="tabs"></nav>
<main class="layout">
  <section id="board" class="board" aria-live="polite"><p class="muted">Đang tải trận đấu…</p></section>
  <aside class="side">
    <section id="slip" class="slip" tabindex="-1" aria-label="Phiếu cược"></section>
    <section id="mybets" class="mybets"></section>
  </aside>
</main>
<div id="sheet-backdrop" class="sheet-backdrop" aria-hidden="true"></div>
<button type="button" id="slip-fab" class="slip-fab" aria-label="Mở phiếu cược">
  <span class="fab-title">Phiếu cược <b id="slip-count" class="fab-count">0</b></span>
  <span id="slip-stake" class="fab-stake">Chưa chọn kèo</span>
</button>
<p id="toast" class="toast" role="status" hidden></p>
<script src="${esc(base)}/assets/sports.js" defer></script>
</body>
</html>`;
}
