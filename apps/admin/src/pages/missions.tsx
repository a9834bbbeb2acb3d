import type { TStaffMission, TStaffMissionCreateRequest, TStaffMissionUpdateRequest } from '@app/contract';
import { MISSION_CONDITIONS, ZStaffMissionCreateRequestSchema, ZStaffMissionUpdateRequestSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { type FieldErrors, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { LanguageTabs } from '../components/content-fields';
import { DataTable } from '../components/data-table';
import { Modal } from '../components/modal';
import { t } from '../i18n';
import { get, post, put } from '../lib/api';
import { money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TStaffMission>();
const CONDITION: Record<string, string> = {
  DAILY_CHECK_IN: t('missions.checkIn'),
  DEPOSIT_AMOUNT: t('missions.singleDeposit'),
  TOTAL_DEPOSIT_AMOUNT: t('missions.totalDeposits'),
  BET_AMOUNT: t('missions.singleBet'),
  TOTAL_BET_AMOUNT: t('missions.totalStaked'),
};

/** Missions: texts, target, reward, featured and the switch; the player's card as the API serves it. */
export function MissionsPage() {
  const { data, error, reload } = useLoad(() => get<TStaffMission[]>('/missions'), []);
  const [editing, setEditing] = useState<TStaffMission | null>(null);
  const [creating, setCreating] = useState(false);
  const columns = [
    col.accessor('title', {
      header: t('missions.missions'),
      cell: (c) => (
        <button
          type="button"
          className="text-left text-indigo-700 underline"
          onClick={() => setEditing(c.row.original)}
        >
          {c.getValue()}
          <span className="block font-mono text-xs text-slate-500">{c.row.original.code}</span>
        </button>
      ),
    }),
    col.accessor('type', {
      header: t('missions.kind'),
      cell: (c) => (c.getValue() === 'DAILY' ? t('missions.daily') : t('missions.cumulative')),
    }),
    col.accessor('conditionType', {
      header: t('missions.condition'),
      cell: (c) => CONDITION[c.getValue()] ?? c.getValue(),
    }),
    col.accessor('target', {
      header: t('missions.target'),
      cell: (c) => (c.row.original.conditionType === 'DAILY_CHECK_IN' ? t('missions.once') : money(c.getValue())),
    }),
    col.accessor('reward', { header: t('missions.bonus'), cell: (c) => money(c.getValue()) }),
    col.accessor('featured', { header: t('missions.featured'), cell: (c) => (c.getValue() ? t('missions.yes') : '—') }),
    col.accessor('enabled', {
      header: t('missions.status'),
      cell: (c) => (c.getValue() ? t('missions.running') : t('missions.paused')),
    }),
  ];
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('missions.missions')}</h1>
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          {t('missions.newMission2')}
        </button>
      </div>
      {error && <p className="error">{error}</p>}
      <DataTable label={t('missions.missions')} data={data ?? []} columns={columns} />
      {creating && (
        <MissionCreator
          onClose={async () => {
            setCreating(false);
            await reload();
          }}
        />
      )}
      {editing && (
        <MissionEditor
          mission={editing}
          onClose={async () => {
            setEditing(null);
            await reload();
          }}
        />
      )}
    </section>
  );
}

function MissionEditor({ mission, onClose }: { mission: TStaffMission; onClose: () => Promise<void> }) {
  const form = useForm<TStaffMissionUpdateRequest>({
    resolver: zodResolver(ZStaffMissionUpdateRequestSchema) as never,
    defaultValues: {
      title: mission.title,
      description: mission.description,
      titleEn: mission.titleEn ?? '',
      descriptionEn: mission.descriptionEn ?? '',
      target: mission.target,
      reward: mission.reward,
      featured: mission.featured,
      enabled: mission.enabled,
    },
  });
  const e = form.formState.errors;
  const v = form.watch();
  const [lang, setLang] = useState<'vi' | 'en'>('vi');
  return (
    <MissionForm
      title={t('missions.editMission', { code: mission.code })}
      submit={t('missions.save')}
      form={form}
      save={(values) => put(`/missions/${mission.id}`, values)}
      onClose={onClose}
    >
      <LanguageTabs lang={lang} onChange={setLang} />
      {lang === 'vi' ? (
        <>
          <label className="block">
            <span className="label">{t('missions.name')}</span>
            <input className="input" {...form.register('title')} />
            <span className="error">{e.title?.message}</span>
          </label>
          <label className="block">
            <span className="label">{t('missions.description')}</span>
            <textarea className="input" rows={2} {...form.register('description')} />
          </label>
        </>
      ) : (
        <>
          {/* empty: the English site shows the text generated from the rule, or the Vietnamese (decision 170) */}
          <label className="block">
            <span className="label">{t('contentFields.englishOptional')}</span>
            <input className="input" {...form.register('titleEn')} />
            <span className="error">{e.titleEn?.message}</span>
          </label>
          <label className="block">
            <span className="label">{t('contentFields.englishDescriptionOptional')}</span>
            <textarea className="input" rows={2} {...form.register('descriptionEn')} />
            <span className="error">{e.descriptionEn?.message}</span>
          </label>
        </>
      )}
      <div className="grid grid-cols-2 gap-2">
        <RuleFigures form={form} target={t('missions.target')} />
      </div>
      <RuleSwitches form={form} enabled={t('missions.running')} />
      <section
        className="rounded border border-slate-200 bg-slate-50 p-2 text-sm"
        aria-label={t('missions.whatPlayersWillSee')}
      >
        <p className="font-semibold">{(lang === 'en' && v.titleEn) || v.title}</p>
        <p className="text-slate-600">{(lang === 'en' && v.descriptionEn) || v.description}</p>
        <p>
          {CONDITION[mission.conditionType]}{' '}
          {mission.conditionType === 'DAILY_CHECK_IN' ? '' : money(Number(v.target) || 0)} {t('missions.reward2')}{' '}
          {money(Number(v.reward) || 0)}
        </p>
      </section>
    </MissionForm>
  );
}

/** A new mission from its rule; the server writes the title and description from the same figures. */
function MissionCreator({ onClose }: { onClose: () => Promise<void> }) {
  const form = useForm<TStaffMissionCreateRequest>({
    resolver: zodResolver(ZStaffMissionCreateRequestSchema) as never,
    defaultValues: {
      code: '',
      type: 'DAILY',
      conditionType: 'TOTAL_BET_AMOUNT',
      target: 1_000_000,
      reward: 10_000,
      featured: false,
      enabled: false,
    },
  });
  const e = form.formState.errors;
  const v = form.watch();
  return (
    <MissionForm
      title={t('missions.newMission')}
      submit={t('missions.create')}
      form={form}
      save={(values) => post('/missions', values)}
      onClose={onClose}
    >
      <label className="block">
        <span className="label">{t('missions.codeUnique')}</span>
        <input className="input font-mono" placeholder="vd. tong-cuoc-cuoi-tuan" {...form.register('code')} />
        <span className="error">{e.code?.message}</span>
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="block">
          <span className="label">{t('missions.cycle')}</span>
          <select className="input" {...form.register('type')}>
            <option value="DAILY">{t('missions.daily')}</option>
            <option value="PERIOD">{t('missions.cumulativePlayersClaimThe')}</option>
          </select>
        </label>
        <label className="block">
          <span className="label">{t('missions.condition')}</span>
          <select className="input" {...form.register('conditionType')}>
            {MISSION_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {CONDITION[c] ?? c}
              </option>
            ))}
          </select>
          <span className="error">{e.conditionType?.message}</span>
        </label>
        <RuleFigures form={form} target={t('missions.targetCheckIn1')} />
      </div>
      <RuleSwitches form={form} enabled={t('missions.runNowUncheckedDraft')} />
      <p className="rounded border border-slate-200 bg-slate-50 p-2 text-sm">
        {CONDITION[v.conditionType]} {v.conditionType === 'DAILY_CHECK_IN' ? '' : money(Number(v.target) || 0)}{' '}
        {t('missions.reward2')} {money(Number(v.reward) || 0)}
        {t('missions.theNameAndDescription')}
      </p>
    </MissionForm>
  );
}

/** The figures and switches a mission's create and edit forms both have. */
interface RuleForm extends FieldValues {
  target: number;
  reward: number;
  featured: boolean;
  enabled: boolean;
}

/** A mission's form in its modal: `save` sends it, a refusal is shown above the buttons. */
function MissionForm<T extends RuleForm>({
  title,
  submit,
  form,
  save,
  onClose,
  children,
}: {
  title: string;
  submit: string;
  form: UseFormReturn<T>;
  save: (values: T) => Promise<unknown>;
  onClose: () => Promise<void>;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal title={title} onClose={() => void onClose()}>
      <form
        className="space-y-2"
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await save(values);
            await onClose();
          } catch (err) {
            setError(err instanceof Error ? err.message : t('missions.error'));
          }
        })}
      >
        {children}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => void onClose()}>
            {t('missions.void')}
          </button>
          <button type="submit" className="btn-primary">
            {submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The rule's target and reward inputs (inside the form's grid). */
function RuleFigures<T extends RuleForm>({ form, target }: { form: UseFormReturn<T>; target: string }) {
  const e = form.formState.errors as FieldErrors<RuleForm>;
  return (
    <>
      <label className="block">
        <span className="label">{target}</span>
        <input type="number" className="input" {...form.register('target' as Path<T>, { valueAsNumber: true })} />
        <span className="error">{e.target?.message}</span>
      </label>
      <label className="block">
        <span className="label">{t('missions.reward')}</span>
        <input type="number" className="input" {...form.register('reward' as Path<T>, { valueAsNumber: true })} />
        <span className="error">{e.reward?.message}</span>
      </label>
    </>
  );
}

/** The featured and running switches. */
function RuleSwitches<T extends RuleForm>({ form, enabled }: { form: UseFormReturn<T>; enabled: string }) {
  return (
    <>
      <label className="mr-4 inline-flex items-center gap-1 text-sm">
        <input type="checkbox" {...form.register('featured' as Path<T>)} /> {t('missions.featured')}
      </label>
      <label className="inline-flex items-center gap-1 text-sm">
        <input type="checkbox" {...form.register('enabled' as Path<T>)} /> {enabled}
      </label>
    </>
  );
}
