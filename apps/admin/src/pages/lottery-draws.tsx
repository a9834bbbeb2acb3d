import { useState } from 'react';
import { t } from '../i18n';
import { get, post, query } from '../lib/api';
import { intlLocale } from '../lib/format';
import { useLoad } from '../lib/use-load';

interface Draw {
  id: number;
  game: string;
  code: string;
  provinceName: string;
  drawAt: string;
  closeAt: string;
  status: 'open' | 'drawn' | 'settled' | 'cancelled';
  fairness: { serverSeedHash: string | null } | null;
}

const GAMES = [
  { code: 'lode-sieutoc', label: t('lotteryDraws.expressL') },
  { code: 'lode-3mien', label: t('lotteryDraws.threeRegionL') },
  { code: 'mega645', label: 'Mega 6/45' },
  { code: 'power655', label: 'Power 6/55' },
] as const;

const time = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { timeZone: 'Asia/Ho_Chi_Minh' });

/**
 * The built-in lottery's open draws (superadmin) with "draw now": the draw is made from the seed
 * committed when it opened, so the sheet is the one the schedule would have drawn; the server
 * refuses draws of a real results source and audits every call.
 */
export function LotteryDrawsPage() {
  const [game, setGame] = useState<(typeof GAMES)[number]['code']>('lode-sieutoc');
  const { data, error, reload } = useLoad(() => get<Draw[]>(`/lottery/draws/open${query({ game })}`), [game]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const drawNow = async (draw: Draw) => {
    if (!window.confirm(t('lotteryDraws.drawNowTheDraw', { code: draw.code }))) return;
    setMessage(null);
    setBusy(draw.id);
    try {
      const drawn = await post<Draw>(`/lottery/draws/${draw.id}/draw-now`);
      setMessage({ ok: true, text: t('lotteryDraws.drawDoneTicketsAre', { code: drawn.code }) });
      await reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : t('lotteryDraws.somethingWentWrong') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="space-y-3" data-testid="lottery-draws">
      <h1 className="text-xl font-semibold">{t('lotteryDraws.lotteryDraws')}</h1>
      <p className="max-w-2xl text-sm text-slate-600">{t('lotteryDraws.theOpenDrawsOf')}</p>
      <div className="flex flex-wrap gap-2" role="tablist" aria-label={t('lotteryDraws.game')}>
        {GAMES.map((g) => (
          <button
            key={g.code}
            type="button"
            role="tab"
            aria-selected={game === g.code}
            className={game === g.code ? 'btn-primary' : 'btn-ghost'}
            onClick={() => setGame(g.code)}
          >
            {g.label}
          </button>
        ))}
      </div>
      {message && (
        <p role="status" className={message.ok ? 'text-sm text-emerald-700' : 'error'}>
          {message.text}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
          <thead className="bg-slate-50 text-xs text-slate-500">
            <tr>
              <th>{t('lotteryDraws.period')}</th>
              <th>{t('lotteryDraws.station')}</th>
              <th>{t('lotteryDraws.closes')}</th>
              <th>{t('lotteryDraws.drawTime')}</th>
              <th>{t('lotteryDraws.seedHash')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.length === 0 && (
              <tr>
                <td colSpan={6} className="text-slate-500">
                  {t('lotteryDraws.noDrawIsTaking')}
                </td>
              </tr>
            )}
            {data?.map((d) => (
              <tr key={d.id} className="border-t border-slate-100">
                <td className="font-mono">{d.code}</td>
                <td>{d.provinceName || '—'}</td>
                <td>{time(d.closeAt)}</td>
                <td>{time(d.drawAt)}</td>
                <td className="font-mono text-xs">{d.fairness?.serverSeedHash?.slice(0, 16) ?? '—'}…</td>
                <td>
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={busy !== null}
                    onClick={() => void drawNow(d)}
                  >
                    {busy === d.id ? t('lotteryDraws.drawing') : t('lotteryDraws.drawNow')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
