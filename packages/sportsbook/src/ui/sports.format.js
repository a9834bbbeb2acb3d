// Labels and number formats of the sportsbook screens: served ahead of sports.client.js as one
// script (plugin.ts), kept apart so each file stays readable.
window.SportsFormat = (() => {
  const MARKET_LABELS = {
    '1x2': 'Kèo 1X2',
    ah: 'Kèo chấp',
    ou: 'Tài xỉu',
    btts: 'Hai đội ghi bàn',
    cs: 'Tỷ số chính xác',
    ht1x2: 'Hiệp 1 - 1X2',
    htah: 'Hiệp 1 - Kèo chấp',
    htou: 'Hiệp 1 - Tài xỉu',
  };
  const RESULT_LABELS = {
    win: 'Thắng',
    half_win: 'Thắng nửa',
    push: 'Hòa (hoàn tiền)',
    half_lose: 'Thua nửa',
    lose: 'Thua',
    void: 'Hủy (hoàn tiền)',
  };
  const STATUS_LABELS = { placed: 'Đang xử lý', settled: 'Đã kết toán', void: 'Đã hủy (hoàn tiền)' };

  // the site's one number format (product.md section 9, @app/contract/format): en-US grouping
  const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  const vnd = (n) => `${grouping.format(Number(n))} VND`;

  // The chosen format applies to the goal lines only; 1X2, both score and correct score stay in
  // decimal (same rules as the server's odds.ts FORMATTED_MARKETS / formatMarketOdds).
  const FORMATTED_MARKETS = ['ah', 'ou', 'htah', 'htou'];
  /** decimal milli-odds as shown for a market type or a selection key (`cs::2-1`) in a format */
  function odds(milli, market, format) {
    const d = milli / 1000;
    const hk = d - 1;
    let v = d;
    if (FORMATTED_MARKETS.includes(String(market).split(':')[0])) {
      if (format === 'hongkong') v = hk;
      if (format === 'malay') v = hk <= 1 ? hk : -1 / hk;
      if (format === 'indo') v = hk >= 1 ? hk : -1 / hk;
    }
    return (Math.round(v * 100) / 100).toFixed(2);
  }

  function selectionLabel(m, s, match) {
    const side = (p) => (p === 'home' ? match.home : p === 'away' ? match.away : 'Hòa');
    const signed = (l) => (l > 0 ? `+${l}` : `${l}`);
    if (m.market === 'ah' || m.market === 'htah')
      return `${side(s.pick)} ${signed(s.pick === 'home' ? m.line : -m.line)}`;
    if (m.market === 'ou' || m.market === 'htou') return `${s.pick === 'over' ? 'Tài' : 'Xỉu'} ${m.line}`;
    if (m.market === 'btts') return s.pick === 'yes' ? 'Có' : 'Không';
    if (m.market === 'cs') return s.pick === 'other' ? 'Khác' : s.pick;
    return s.pick === 'draw' ? 'Hòa' : s.pick === 'home' ? '1' : '2';
  }

  return { MARKET_LABELS, RESULT_LABELS, STATUS_LABELS, grouping, vnd, odds, selectionLabel };
})();
