import {
  type THomeBanner,
  type THomeBannerRevision,
  type THomeBannerSaveRequest,
  type THomeBannerSlide,
  ZHomeBannerSaveRequestSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  PublishBar,
  RevisionHistory,
  StatusMessage,
  useRevisionActions,
  useStartFromRevision,
} from '../components/revision-history';
import { t } from '../i18n';
import { get, post } from '../lib/api';
import { useLoad } from '../lib/use-load';

type StaffPromotion = { slug: string; title: string; enabled: boolean };

const NEW_LINK: THomeBannerSlide = { kind: 'link', href: '/su-kien', title: '', text: '', image: null };

/**
 * The home page's banner carousel (decision 103): each save a revision, preview as the player
 * will see it (a promotion slide's title and figures come from its rule), publish, restore.
 */
export function HomeBannersPage() {
  const revisions = useLoad(() => get<THomeBannerRevision[]>('/home-banners/revisions'), []);
  const { message, saveRevision, publishRevision } = useRevisionActions(revisions.reload);
  const promotions = useLoad(() => get<StaffPromotion[]>('/promotions'), []);
  const [preview, setPreview] = useState<THomeBanner[] | null>(null);
  const form = useForm<THomeBannerSaveRequest>({
    resolver: zodResolver(ZHomeBannerSaveRequestSchema) as never,
    defaultValues: { slides: [], note: '', publish: false },
  });
  const slides = useFieldArray({ control: form.control, name: 'slides' });
  const list = revisions.data ?? [];
  // the editor starts from the published revision (or the newest) once loaded
  useStartFromRevision(
    revisions.data,
    (r) => form.reset({ slides: r.slides, note: '', publish: false }),
    (all) => all.find((r) => r.published) ?? all[0],
  );
  const values = form.watch();
  const watched = JSON.stringify(values.slides);
  useEffect(() => {
    const timer = setTimeout(async () => {
      try {
        setPreview(
          values.slides?.length ? await post<THomeBanner[]>('/home-banners/preview', { slides: values.slides }) : [],
        );
      } catch {
        setPreview(null);
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [watched]);
  const e = form.formState.errors;
  const save = (publish: boolean) => form.handleSubmit((v) => saveRevision('/home-banners/revisions', v, publish));
  const promos = promotions.data ?? [];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('homeBanners.homePageBanners')}</h1>
      <p className="text-sm text-slate-500">{t('homeBanners.aPromotionBannerTakes')}</p>
      <StatusMessage message={message} />
      {(revisions.error || promotions.error) && <p className="error">{revisions.error ?? promotions.error}</p>}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <form className="card space-y-3" onSubmit={(ev) => ev.preventDefault()} noValidate>
          <ol className="space-y-2">
            {slides.fields.map((f, i) => {
              const slide = values.slides?.[i];
              const err = e.slides?.[i] as Record<string, { message?: string }> | undefined;
              return (
                <li key={f.id} className="space-y-1 rounded border border-slate-200 p-2">
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <strong>
                      Banner {i + 1} ·{' '}
                      {slide?.kind === 'promotion' ? t('homeBanners.promotions') : t('homeBanners.link')}
                    </strong>
                    <span className="flex gap-1">
                      <button
                        type="button"
                        className="btn-ghost"
                        disabled={i === 0}
                        onClick={() => slides.move(i, i - 1)}
                        aria-label={t('homeBanners.moveBannerUp', { value: i + 1 })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn-ghost"
                        disabled={i === slides.fields.length - 1}
                        onClick={() => slides.move(i, i + 1)}
                        aria-label={t('homeBanners.moveBannerDown', { value: i + 1 })}
                      >
                        ↓
                      </button>
                      <button type="button" className="btn-ghost" onClick={() => slides.remove(i)}>
                        {t('homeBanners.delete')}
                      </button>
                    </span>
                  </div>
                  {slide?.kind === 'promotion' ? (
                    <label className="block">
                      <span className="label">{t('homeBanners.promotions')}</span>
                      <select className="input" {...form.register(`slides.${i}.slug` as const)}>
                        {promos.map((p) => (
                          <option key={p.slug} value={p.slug}>
                            {p.title} (/{p.slug}){p.enabled ? '' : t('homeBanners.paused')}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : (
                    <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
                      <label className="block">
                        <span className="label">{t('homeBanners.title')}</span>
                        <input className="input" {...form.register(`slides.${i}.title` as const)} />
                        <span className="error">{err?.title?.message}</span>
                      </label>
                      <label className="block">
                        <span className="label">{t('homeBanners.linkPathOnThe')}</span>
                        <input className="input font-mono" {...form.register(`slides.${i}.href` as const)} />
                        <span className="error">{err?.href?.message}</span>
                      </label>
                      <label className="block md:col-span-2">
                        <span className="label">{t('homeBanners.description')}</span>
                        <input className="input" {...form.register(`slides.${i}.text` as const)} />
                        <span className="error">{err?.text?.message}</span>
                      </label>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
          <span className="error">{e.slides?.message ?? e.slides?.root?.message}</span>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-ghost"
              disabled={promos.length === 0}
              onClick={() => slides.append({ kind: 'promotion', slug: promos[0]!.slug })}
            >
              {t('homeBanners.promotionBanner')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => slides.append(NEW_LINK)}>
              {t('homeBanners.linkBanner')}
            </button>
          </div>
          <PublishBar note={form.register('note')} onPublish={save(true)} onDraft={save(false)} />
        </form>
        <section className="card space-y-2" aria-label={t('homeBanners.preview')}>
          <h2 className="font-semibold">{t('homeBanners.previewWhatPlayersSee')}</h2>
          {preview === null && <p className="text-sm text-slate-500">{t('homeBanners.fixTheBannersIn')}</p>}
          <ol className="space-y-2">
            {(preview ?? []).map((b, i) => (
              <li key={`${b.href}-${i}`} className="flex gap-3 rounded bg-slate-900 p-3 text-white">
                {b.image && <img src={b.image} alt="" className="h-16 w-28 shrink-0 rounded object-cover" />}
                <div className="min-w-0">
                  <p className="font-semibold">{b.title}</p>
                  <p className="text-sm text-slate-300">{b.text}</p>
                  <p className="font-mono text-xs text-slate-400">{b.href}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <RevisionHistory
        revisions={list}
        empty={t('homeBanners.noVersionYetThe')}
        author={t('homeBanners.system')}
        describe={(r) => `${r.slides.length} banner`}
        onOpen={(r) => form.reset({ slides: r.slides, note: '', publish: false })}
        onPublish={(r) => void publishRevision(`/home-banners/revisions/${r.id}/publish`, r.id)}
      />
    </section>
  );
}
