import type { TAuditListRow } from '@app/contract';
import { type ListColumn, StaffList } from '../components/staff-list';
import { dateTime } from '../lib/format';

/** The append-only log of staff actions: who, what, on what, before and after, from where. */
export function AuditPage() {
  const columns: ListColumn<TAuditListRow>[] = [
    { header: 'Lúc', sort: 'createdAt', cell: (a) => dateTime(a.createdAt) },
    { header: 'Nhân viên', cell: (a) => (a.staffUsername ? `${a.staffUsername} (#${a.staffId})` : '—') },
    { header: 'Thao tác', cell: (a) => <span className="font-mono text-xs">{a.action}</span> },
    { header: 'Đối tượng', cell: (a) => (a.targetType ? `${a.targetType} ${a.targetId}` : '') },
    { header: 'Địa chỉ', cell: (a) => a.ip ?? '—' },
    {
      header: 'Chi tiết',
      cell: (a) => (
        <span className="block max-w-md truncate font-mono text-xs" title={JSON.stringify(a.details)}>
          {JSON.stringify(a.details)}
        </span>
      ),
    },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Nhật ký thao tác</h1>
      <StaffList
        name="audit"
        label="Nhật ký thao tác"
        columns={columns}
        rowId={(a) => a.id}
        filters={{
          search: 'Thao tác, mã đối tượng, nhân viên, nội dung chi tiết',
          kind: {
            label: 'Loại đối tượng',
            options: {
              player: 'Người chơi',
              withdrawal: 'Rút tiền',
              deposit: 'Nạp tiền',
              payment_exception: 'Ngoại lệ thanh toán',
              adjustment: 'Điều chỉnh số dư',
              staff: 'Nhân viên',
              aml_flag: 'Cảnh báo AML',
              kyc: 'Định danh',
              system: 'Hệ thống',
              payment_settings: 'Cài đặt thanh toán',
              promotion: 'Khuyến mãi',
            },
          },
          staffId: true,
          playerId: true,
          dates: 'Ngày',
        }}
        totals={{}}
      />
    </section>
  );
}
