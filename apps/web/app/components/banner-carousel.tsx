import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

export interface BannerSlide {
  href: string;
  title: string;
  text: string;
  image: string | null;
}

export interface BannerCopy {
  label: string;
  kicker: string;
  cta: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** "Banner {n}" for a dot */
  goTo: (n: number) => string;
  /** "{n} / {total}" for a slide */
  position: (n: number, total: number) => string;
}

const INTERVAL_MS = 6000;

/**
 * The home banners: CSS scroll-snap does the sliding and the swipe on phones, so the JavaScript is
 * only the dots, the arrows and the autoplay. Autoplay stops while the pointer or focus is on the
 * carousel, after the pause button, and never starts for a reader who prefers reduced motion
 * (WAI carousel pattern: rotation control first, slides labelled "n / total").
 */
export function BannerCarousel({ slides, copy }: { slides: BannerSlide[]; copy: BannerCopy }) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const many = slides.length > 1;

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);

  const go = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el) return;
      const n = (i + slides.length) % slides.length;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollTo({ left: n * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      setIndex(n);
    },
    [slides.length],
  );

  useEffect(() => {
    if (!many || paused || holding) return;
    const timer = window.setInterval(() => go(index + 1), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [many, paused, holding, index, go]);

  const onScroll = () => {
    const el = track.current;
    if (el?.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.label}
      data-testid="banner-carousel"
      className="relative overflow-hidden rounded-2xl border border-ink-800 bg-ink-900"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHolding(false);
      }}
    >
      <ul
        ref={track}
        onScroll={onScroll}
        aria-live={paused || !many ? 'polite' : 'off'}
        className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain"
      >
        {slides.map((slide, i) => (
          <li
            key={`${i}:${slide.href}`}
            aria-roledescription="slide"
            aria-label={copy.position(i + 1, slides.length)}
            aria-hidden={i !== index}
            className="relative aspect-[16/9] w-full shrink-0 snap-start md:aspect-[12/5]"
          >
            {slide.image && (
              <img
                src={slide.image}
                alt=""
                width={1200}
                height={675}
                loading={i === 0 ? 'eager' : 'lazy'}
                // The first slide is the home page's largest paint on a phone (decision 116).
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="absolute inset-0 size-full object-cover object-right"
              />
            )}
            <div className="absolute inset-0 bg-gradient-to-r from-ink-950/90 via-ink-950/55 to-transparent" />
            <div className="relative flex h-full max-w-[68%] flex-col justify-center gap-2 p-4 md:max-w-[55%] md:gap-3 md:p-10">
              <p className="text-xs font-bold uppercase tracking-wide text-brand-300">{copy.kicker}</p>
              <p className="text-xl font-bold leading-tight text-white md:text-4xl">{slide.title}</p>
              <p className="hidden text-sm text-ink-100 sm:line-clamp-2 md:text-base">{slide.text}</p>
              <Link
                to={slide.href}
                tabIndex={i === index ? 0 : -1}
                className="btn btn-primary mt-1 self-start px-4 py-2 text-sm md:mt-2"
              >
                {copy.cta} <ChevronRightIcon size={16} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {many && (
        <div className="absolute right-3 bottom-3 flex items-center gap-2 md:right-6 md:bottom-5">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? copy.play : copy.pause}
            className="grid size-8 place-items-center rounded-full bg-ink-950/70 text-white hover:bg-ink-950"
          >
            {paused ? (
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" fill="currentColor">
                <path d="M4 2 L 14 8 L 4 14 Z" />
              </svg>
            ) : (
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" fill="currentColor">
                <rect x="3" y="2" width="3.5" height="12" rx="1" />
                <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
              </svg>
            )}
          </button>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={copy.previous}
            className="hidden size-8 place-items-center rounded-full bg-ink-950/70 text-white hover:bg-ink-950 md:grid"
          >
            <ChevronRightIcon size={16} className="rotate-180" />
          </button>
          <ul className="flex items-center">
            {slides.map((slide, i) => (
              <li key={slide.href}>
                {/* a 24 px target around an 8 px dot */}
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={copy.goTo(i + 1)}
                  aria-current={i === index ? 'true' : undefined}
                  className="grid size-6 place-items-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${i === index ? 'w-5 bg-brand-400' : 'w-2 bg-white/60'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={copy.next}
            className="hidden size-8 place-items-center rounded-full bg-ink-950/70 text-white hover:bg-ink-950 md:grid"
          >
            <ChevronRightIcon size={16} />
          </button>
        </div>
      )}
    </section>
  );
}
