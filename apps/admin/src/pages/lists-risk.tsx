import type { TAffiliateListRow, TLargeWinListRow, TProfitListRow } from '@app/contract';
import { Link } from 'react-router';
import { type ListColumn, StaffList } from '../components/staff-list';
import { dateTime, money, PLAYER_STATUS } from '../lib/format';

/** Risk views and the affiliate report (decision 157), on the staff lists' machinery. */

const player = (id: number, username: string) => (
  <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${id}`}>
    {username}
  </Link>
);
const signed = (n: number) => <span className={n > 0 ? 'text-rose-700' : 'text-emerald-700'}>{money(n)}</span>;
/** Today as a Vietnam calendar day, the lists' date unit. */
const vnToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
const PROVIDERS: Record<string, string> = {
  house: 'Sảnh kiểm chứng',
  sports: 'Thể thao',
  lottery: 'Xổ số',
  pp: 'Pragmatic Play',
  sexy: 'AE Sexy',
  sv388: 'SV388',
  saba: 'SABA Sports',
  bti: 'BTI',
};

export function ProfitListPage() {
  const today = vnToday();
  const columns: ListColumn<TProfitListRow>[] = [
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    { header: 'Trạng thái', cell: (r) => PLAYER_STATUS[r.status] ?? r.status },
    { header: 'Tiền cược', sort: 'stakes', cell: (r) => money(r.stakes), className: 'text-right' },
    { header: 'Tiền thắng', sort: 'wins', cell: (r) => money(r.wins), className: 'text-right' },
    { header: 'Người chơi lãi', sort: 'profit', cell: (r) => signed(r.profit), className: 'text-right' },
    { header: 'Số ván', sort: 'rounds', cell: (r) => r.rounds.toLocaleString('vi-VN'), className: 'text-right' },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Lãi lỗ theo người chơi</h1>
      <p className="text-sm text-slate-600">
        Cược (trừ cược bị hủy) và thắng của mỗi người chơi trong khoảng ngày đã chọn; "người chơi lãi" dương là nhà cái
        lỗ.{' '}
        <Link
          className="text-indigo-700 underline"
          to={`/admin/rui-ro/lai-lo?from=${today}&to=${today}&sort=profit&dir=desc`}
        >
          Top thắng hôm nay
        </Link>
      </p>
      <StaffList
        name="profit"
        label="Lãi lỗ theo người chơi"
        columns={columns}
        rowId={(r) => r.playerId}
        filters={{
          search: 'Tên đăng nhập',
          status: { label: 'Trạng thái tài khoản', options: PLAYER_STATUS },
          kind: { label: 'Nhà cung cấp', options: PROVIDERS },
          playerId: true,
          dates: 'Ngày chơi',
          amount: 'Người chơi lãi',
        }}
        totals={{ stakes: 'Tổng cược', wins: 'Tổng thắng', profit: 'Người chơi lãi' }}
      />
    </section>
  );
}

export function LargeWinListPage() {
  const columns: ListColumn<TLargeWinListRow>[] = [
    { header: 'Mã', sort: 'id', cell: (r) => r.id },
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    { header: 'Nhà cung cấp', cell: (r) => PROVIDERS[r.provider] ?? r.provider },
    { header: 'Trò chơi', cell: (r) => r.game ?? '—' },
    { header: 'Tiền thắng', sort: 'amount', cell: (r) => money(r.amount), className: 'text-right' },
    {
      header: 'Cược của ván',
      cell: (r) =>
        `${money(r.stake)}${r.stake > 0 ? ` (×${Math.round(r.amount / r.stake).toLocaleString('vi-VN')})` : ''}`,
      className: 'text-right',
    },
    { header: 'Lúc', sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Cảnh báo thắng lớn</h1>
      <p className="text-sm text-slate-600">
        Mỗi lần thắng từ ngưỡng "Cảnh báo thắng lớn" trong{' '}
        <Link className="text-indigo-700 underline" to="/admin/aml">
          ngưỡng quy tắc AML
        </Link>{' '}
        trở lên.
      </p>
      <StaffList
        name="large-wins"
        label="Cảnh báo thắng lớn"
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: 'Tên đăng nhập, mã ván, mã trò chơi',
          kind: { label: 'Nhà cung cấp', options: PROVIDERS },
          playerId: true,
          dates: 'Ngày',
          amount: 'Tiền thắng',
        }}
        totals={{ amount: 'Tổng tiền thắng', stakes: 'Tổng cược của các ván' }}
      />
    </section>
  );
}

export function AffiliateReportPage() {
  const columns: ListColumn<TAffiliateListRow>[] = [
    { header: 'Mã đối tác', cell: (r) => r.affId ?? '—' },
    { header: 'Nguồn', cell: (r) => r.utmSource ?? '—' },
    { header: 'Chiến dịch', cell: (r) => r.utmCampaign ?? '—' },
    { header: 'Đăng ký', sort: 'registrations', cell: (r) => r.registrations, className: 'text-right' },
    { header: 'Nạp lần đầu', sort: 'firstDeposits', cell: (r) => r.firstDeposits, className: 'text-right' },
    { header: 'Tiền nạp', sort: 'deposits', cell: (r) => money(r.deposits), className: 'text-right' },
    { header: 'Tiền rút', cell: (r) => money(r.withdrawals), className: 'text-right' },
    { header: 'Chênh lệch nạp rút', sort: 'net', cell: (r) => money(r.net), className: 'text-right' },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Báo cáo đối tác & chiến dịch</h1>
      <p className="text-sm text-slate-600">
        Theo mã đối tác (aff_id) và mã chiến dịch (UTM) ghi lại lúc đăng ký: số đăng ký và nạp lần đầu trong khoảng
        ngày, tiền nạp đã cộng và tiền rút đã chi trong khoảng ngày của những người chơi đó.
      </p>
      <StaffList
        name="affiliates"
        label="Báo cáo đối tác"
        columns={columns}
        rowId={hash}
        filters={{ search: 'Mã đối tác, nguồn, chiến dịch', dates: 'Ngày' }}
        totals={{
          registrations: 'Đăng ký',
          firstDeposits: 'Nạp lần đầu',
          deposits: 'Tiền nạp',
          withdrawals: 'Tiền rút',
          net: 'Chênh lệch',
        }}
        counts={['registrations', 'firstDeposits']}
      />
    </section>
  );
}

/** A row key from the code triple (the list needs a number per row). */
function hash(r: TAffiliateListRow): number {
  let h = 0;
  for (const ch of `${r.affId}|${r.utmSource}|${r.utmCampaign}`) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}
