import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '#shared/constants';
import { cn } from '#client/lib/cn';
import { SLIDES } from './carousel-slides';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Five slides advancing every 4 s (docs/product/09-information-pages.md §9.2), pausing while the pointer or keyboard focus is on it.
 * A visible pause button stops it for good (WCAG 2.2.2); reduced-motion users start paused.
 */
export function Carousel() {
  const [index, setIndex] = useState(0);
  // Playing at first, as the server renders it (decision 020); a reduced-motion reader's browser stops it
  // before the first slide moves.
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !stopped && !hovered && !focused;

  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  const go = (i: number) => setIndex((i + SLIDES.length) % SLIDES.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured on Rethread"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative overflow-hidden rounded-3xl shadow-lg"
    >
      <div aria-live={playing ? 'off' : 'polite'} className="relative aspect-[4/3] sm:aspect-[16/10]">
        {SLIDES.map((slide, i) => {
          const Icon = slide.icon;
          const current = i === index;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${SLIDES.length}: ${slide.title}`}
              aria-hidden={!current}
              inert={!current}
              className={cn(
                'absolute inset-0 flex flex-col justify-end bg-gradient-to-br p-6 text-white transition-opacity duration-700 sm:p-8',
                slide.gradient,
                current ? 'opacity-100' : 'opacity-0',
              )}
            >
              <Icon
                className="absolute top-6 right-6 size-24 text-white/25 sm:size-32"
                strokeWidth={1.25}
                aria-hidden="true"
              />
              {/* Keeps white text readable on the light end of any gradient. */}
              <div
                aria-hidden="true"
                className="absolute inset-x-0 bottom-0 h-2/3 bg-gradient-to-t from-black/45 to-transparent"
              />
              <p className="relative text-2xl font-bold tracking-tight sm:text-3xl">{slide.title}</p>
              <p className="relative mt-1 max-w-sm pb-8 text-sm text-white/95 sm:text-base">
                {slide.caption}
              </p>
            </div>
          );
        })}
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 p-3 sm:p-4">
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? 'Play slides' : 'Pause slides'}
            className={controlClass}
          >
            {stopped ? (
              <Play className="size-4" aria-hidden="true" />
            ) : (
              <Pause className="size-4" aria-hidden="true" />
            )}
          </button>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label="Previous slide"
            className={controlClass}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label="Next slide"
            className={controlClass}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
        <div className="flex items-center gap-0.5">
          {SLIDES.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              className="group flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <span
                className={cn(
                  'block h-2 rounded-full bg-white transition-all',
                  i === index ? 'w-5' : 'w-2 bg-white/60 group-hover:bg-white/80',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

const controlClass =
  'flex size-8 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur hover:bg-black/45 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';
