import type { TAdminWithdrawal, TPlayerActivity, TStaffPlayer, ZAdminDepositSchema } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { DataTable } from '../components/data-table';
import { PromptModal } from '../components/modal';
import { get, post, query } from '../lib/api';
import {
  ACCOUNT_PURPOSE,
  BANK_ACCOUNT_STATUS,
  BET_KIND,
  DEPOSIT_STATUS,
  dateTime,
  JOURNAL_KIND,
  money,
  PLAYER_STATUS,
  PROVIDER_LABEL,
  WITHDRAWAL_STATUS,
} from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { PlayerLinks } from './player-links';
import { PlayerMoneyActions } from './player-money-actions';
import { PlayerAcquisition, PlayerLinkedAccounts, PlayerTags } from './player-risk';
import { PlayerSupport } from './player-support';
import { PlayerTransfers } from './player-transfers';
import { PlayerVip } from './player-vip';

type TAdminDeposit = z.infer<typeof ZAdminDepositSchema>;
type Posting = TPlayerActivity['postings'][number];
type Bet = TPlayerActivity['bets'][number];
const pcol = createColumnHelper<Posting>();
const bcol = createColumnHelper<Bet>();
const dcol = createColumnHelper<TAdminDeposit>();
const wcol = createColumnHelper<TAdminWithdrawal>();

const LIMIT_KIND: Record<string, string> = { deposit: 'Nạp tối đa', loss: 'Thua tối đa', wager: 'Cược tối đa' };
const PERIOD: Record<string, string> = { day: 'ngày', week: 'tuần', month: 'tháng' };

/** The player's whole picture: account, money, protection, ledger postings, bets, payments, notes. */
export function PlayerPage() {
  const id = Number(useParams().id);
  const { staff } = useSession();
  const [prompt, setPrompt] = useState<'disable' | 'enable' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const player = useLoad(() => get<TStaffPlayer>(`/players/${id}`), [id]);
  const activity = useLoad(() => get<TPlayerActivity>(`/players/${id}/activity`), [id]);
  const deposits = useLoad(() => get<TAdminDeposit[]>(`/deposits${query({ playerId: id, per_page: 100 })}`), [id]);
  const withdrawals = useLoad(
    () => get<TAdminWithdrawal[]>(`/withdrawals${query({ playerId: id, per_page: 100 })}`),
    [id],
  );
  const p = player.data;
  const a = activity.data;
  const canPayments = can(staff, 'finance', 'support');

  if (player.error) return <p className="card error">{player.error}</p>;
  if (!p) return <p className="card">Đang tải…</p>;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">
          {p.username} <span className="text-slate-500">#{p.id}</span>
        </h1>
        {can(staff, 'support') && p.status === 'active' && (
          <button type="button" className="btn-danger" onClick={() => setPrompt('disable')}>
            Khóa tài khoản
          </button>
        )}
        {can(staff, 'support') && p.status === 'disabled' && (
          <button type="button" className="btn-primary" onClick={() => setPrompt('enable')}>
            Mở khóa tài khoản
          </button>
        )}
      </div>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
        <div className="card space-y-1 text-sm">
          <h2 className="font-semibold">Tài khoản</h2>
          <p>
            Trạng thái: <strong data-testid="player-status">{PLAYER_STATUS[p.status]}</strong>
            {p.statusUntil && ` đến ${dateTime(p.statusUntil)}`}
          </p>
          <p>Điện thoại: {p.phone}</p>
          <p>Đăng ký: {dateTime(p.createdAt)}</p>
        </div>
        <div className="card space-y-1 text-sm">
          <h2 className="font-semibold">Số dư</h2>
          <p>Tiền mặt: {money(p.balance.cash)}</p>
          <p>Thưởng: {money(p.balance.bonus)}</p>
          <p>Đang giữ: {money(p.balance.held)}</p>
          <p>Khả dụng: {money(p.balance.available)}</p>
          <p>Nạp bị giữ lại: {money(p.balance.depositHeld)}</p>
        </div>
        <div className="card space-y-1 text-sm">
          <h2 className="font-semibold">Giới hạn & tự loại trừ</h2>
          {p.protection.limits.filter((l) => l.amount !== null).length === 0 && <p>Không đặt giới hạn.</p>}
          {p.protection.limits
            .filter((l) => l.amount !== null)
            .map((l) => (
              <p key={`${l.kind}-${l.period}`}>
                {LIMIT_KIND[l.kind] ?? l.kind}/{PERIOD[l.period] ?? l.period}: {money(l.amount!)} (đã dùng{' '}
                {money(l.used)})
              </p>
            ))}
          <p>
            Giới hạn phiên: {p.protection.sessionLimit.minutes ? `${p.protection.sessionLimit.minutes} phút` : 'không'}
          </p>
          {p.status === 'self_excluded' && (
            <p className="text-rose-700">Đang tự loại trừ — nhân viên không thể mở lại.</p>
          )}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <PlayerTags playerId={id} />
        <PlayerAcquisition playerId={id} />
      </div>
      <PlayerSupport playerId={id} phone={p.phone} onChanged={player.reload} />
      {can(staff, 'support') && (
        <PlayerMoneyActions
          player={p}
          bankAccounts={a?.bankAccounts ?? []}
          onDone={async (text) => {
            setMessage(text);
            await Promise.all([player.reload(), activity.reload(), withdrawals.reload()]);
          }}
        />
      )}
      <Notes playerId={id} notes={a?.notes ?? []} onAdded={activity.reload} />
      <PlayerLinks playerId={id} />
      <PlayerLinkedAccounts playerId={id} />
      <PlayerTransfers playerId={id} />
      <PlayerVip playerId={id} canSet={can(staff, 'support')} />
      {a && a.bankAccounts.length > 0 && (
        <div className="card text-sm">
          <h2 className="mb-2 font-semibold">
            Tài khoản ngân hàng{' '}
            {canPayments && (
              <Link
                className="text-sm font-normal text-indigo-700 underline"
                to={`/admin/tai-khoan-ngan-hang?playerId=${id}`}
              >
                xác minh
              </Link>
            )}
          </h2>
          <ul>
            {a.bankAccounts.map((b) => (
              <li key={b.id}>
                {b.bankShortName} · {b.accountNumber} · {b.holderName} · {BANK_ACCOUNT_STATUS[b.status] ?? b.status}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h2 className="text-lg font-semibold">Bút toán sổ cái</h2>
      <DataTable
        label="Bút toán sổ cái"
        data={a?.postings ?? []}
        columns={[
          pcol.accessor('journalId', { header: 'Sổ' }),
          pcol.accessor('kind', { header: 'Loại', cell: (c) => JOURNAL_KIND[c.getValue()] ?? c.getValue() }),
          pcol.accessor('purpose', {
            header: 'Tài khoản',
            cell: (c) => ACCOUNT_PURPOSE[c.getValue()] ?? c.getValue(),
          }),
          pcol.accessor('amount', { header: 'Số tiền', cell: (c) => money(c.getValue()) }),
          pcol.accessor('balanceAfter', {
            header: 'Số dư sau',
            cell: (c) => (c.getValue() === null ? '—' : money(c.getValue()!)),
          }),
          pcol.accessor('createdAt', { header: 'Lúc', cell: (c) => dateTime(c.getValue()) }),
        ]}
      />
      <h2 className="text-lg font-semibold">Cược</h2>
      <DataTable
        label="Cược"
        data={a?.bets ?? []}
        columns={[
          bcol.accessor('provider', { header: 'Nhà cung cấp' }),
          bcol.accessor('game', { header: 'Trò chơi' }),
          bcol.accessor('round', { header: 'Ván' }),
          bcol.accessor('kind', { header: 'Loại', cell: (c) => BET_KIND[c.getValue()] ?? c.getValue() }),
          bcol.accessor('amount', { header: 'Số tiền', cell: (c) => money(c.getValue()) }),
          bcol.accessor('createdAt', { header: 'Lúc', cell: (c) => dateTime(c.getValue()) }),
        ]}
      />
      {canPayments && (
        <>
          <h2 className="text-lg font-semibold">Nạp tiền</h2>
          <DataTable
            label="Nạp tiền của người chơi"
            data={deposits.data ?? []}
            columns={[
              dcol.accessor('id', { header: 'Mã' }),
              dcol.accessor('method', {
                header: 'Phương thức',
                cell: (c) => PROVIDER_LABEL[c.getValue()] ?? c.getValue(),
              }),
              dcol.accessor('amount', { header: 'Số tiền', cell: (c) => money(c.getValue()) }),
              dcol.accessor('status', {
                header: 'Trạng thái',
                cell: (c) => DEPOSIT_STATUS[c.getValue()] ?? c.getValue(),
              }),
              dcol.accessor('createdAt', { header: 'Lúc', cell: (c) => dateTime(c.getValue()) }),
            ]}
          />
          <h2 className="text-lg font-semibold">Rút tiền</h2>
          <DataTable
            label="Rút tiền của người chơi"
            data={withdrawals.data ?? []}
            columns={[
              wcol.accessor('code', { header: 'Mã' }),
              wcol.accessor('amount', { header: 'Số tiền', cell: (c) => money(c.getValue()) }),
              wcol.accessor('status', {
                header: 'Trạng thái',
                cell: (c) => WITHDRAWAL_STATUS[c.getValue()] ?? c.getValue(),
              }),
              wcol.accessor('rejectReason', { header: 'Lý do', cell: (c) => c.getValue() ?? '' }),
              wcol.accessor('createdAt', { header: 'Lúc', cell: (c) => dateTime(c.getValue()) }),
            ]}
          />
        </>
      )}
      {prompt && (
        <PromptModal
          title={prompt === 'disable' ? 'Khóa tài khoản' : 'Mở khóa tài khoản'}
          label="Lý do (ghi vào nhật ký)"
          confirm={prompt === 'disable' ? 'Khóa' : 'Mở khóa'}
          danger={prompt === 'disable'}
          minLength={5}
          onClose={() => setPrompt(null)}
          onSubmit={async (reason) => {
            await post(`/players/${id}/status`, { status: prompt === 'disable' ? 'disabled' : 'active', reason });
            setMessage(prompt === 'disable' ? 'Đã khóa tài khoản' : 'Đã mở khóa tài khoản');
            await player.reload();
          }}
        />
      )}
    </section>
  );
}

function Notes({
  playerId,
  notes,
  onAdded,
}: {
  playerId: number;
  notes: TPlayerActivity['notes'];
  onAdded: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="card space-y-2 text-sm">
      <h2 className="font-semibold">Ghi chú</h2>
      <form
        className="flex gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const text = String(new FormData(form).get('text') ?? '').trim();
          try {
            await post(`/players/${playerId}/notes`, { text });
            form.reset();
            setError(null);
            await onAdded();
          } catch (err) {
            setError(err instanceof Error ? err.message : 'Lỗi');
          }
        }}
      >
        <input name="text" className="input" aria-label="Ghi chú mới" placeholder="Thêm ghi chú…" />
        <button type="submit" className="btn-ghost">
          Lưu
        </button>
      </form>
      {error && <p className="error">{error}</p>}
      <ul className="space-y-1">
        {notes.map((n) => (
          <li key={n.id}>
            <span className="text-slate-500">
              {dateTime(n.createdAt)} · {n.staffUsername}:
            </span>{' '}
            {n.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
