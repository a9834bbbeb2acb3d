import type { TAuditListRow } from '@app/contract';
import { type ListColumn, StaffList } from '../components/staff-list';
import { t } from '../i18n';
import { dateTime } from '../lib/format';

/** The append-only log of staff actions: who, what, on what, before and after, from where. */
export function AuditPage() {
  const columns: ListColumn<TAuditListRow>[] = [
    { header: t('audit.at'), sort: 'createdAt', cell: (a) => dateTime(a.createdAt) },
    { header: t('audit.staffMember'), cell: (a) => (a.staffUsername ? `${a.staffUsername} (#${a.staffId})` : '—') },
    { header: t('audit.actions'), cell: (a) => <span className="font-mono text-xs">{a.action}</span> },
    { header: t('audit.subject'), cell: (a) => (a.targetType ? `${a.targetType} ${a.targetId}` : '') },
    { header: t('audit.address'), cell: (a) => a.ip ?? '—' },
    {
      header: t('audit.details'),
      cell: (a) => (
        <span className="block max-w-md truncate font-mono text-xs" title={JSON.stringify(a.details)}>
          {JSON.stringify(a.details)}
        </span>
      ),
    },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('audit.auditLog')}</h1>
      <StaffList
        name="audit"
        label={t('audit.auditLog')}
        columns={columns}
        rowId={(a) => a.id}
        filters={{
          search: t('audit.actionSubjectIdStaff'),
          kind: {
            label: t('audit.subjectKind'),
            options: {
              player: t('audit.players'),
              withdrawal: t('audit.withdrawals'),
              deposit: t('audit.deposit'),
              payment_exception: t('audit.paymentExceptions'),
              adjustment: t('audit.balanceAdjustments'),
              staff: t('audit.staffMember'),
              aml_flag: t('audit.amlAlerts'),
              kyc: t('audit.identifier'),
              system: t('audit.system'),
              payment_settings: t('audit.paymentSettings'),
              promotion: t('audit.promotions'),
            },
          },
          staffId: true,
          playerId: true,
          dates: t('audit.day'),
        }}
        totals={{}}
      />
    </section>
  );
}
