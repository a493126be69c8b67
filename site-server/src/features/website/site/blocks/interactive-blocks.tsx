/**
 * The blocks with a page behaviour (SPEC §2, §9): accordion (one item open at a time), tabs (arrow
 * keys), countdown (refreshed every second; zeros once passed), testimonials slider (1 item, 2 from
 * 768 px), filterable grid, go-to-top button (after 600 px, 500 ms up). Without JavaScript everything
 * shows; in the editor nothing moves; less motion asked: nothing animates.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { usePageId } from '../../../../core/site/components/page-ids';
import type { BlockOf } from '@shared/website/contract';
import { GO_TOP_AFTER_PX, GO_TOP_SCROLL_MS, timeLeft } from '@shared/website/interactive-blocks';
import { useHydrated } from '../../../../core/site/components/use-hydrated';
import { useNow } from '../behaviours/clock';
import { useScrolledPast } from '../behaviours/go-top';
import { prefersReducedMotion, scrollWindowTo } from '../behaviours/motion';
import { useBlockEnv, useBlockT } from './block-env';
import { RichText } from './rich-text';
import { InteractiveFrame } from './interactive-frame';

function AccordionBlock({ block }: { block: BlockOf<'accordion'> }) {
  const { editor } = useBlockEnv();
  const live = useHydrated() && !editor;
  const [open, setOpen] = useState<number | null>(0);
  const base = usePageId();
  return (
    <InteractiveFrame block={block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <div className="accordion">
        {block.items.map((item, index) => {
          const expanded = !live || open === index;
          return (
            <div key={index} className="accordion__item">
              <h3 className="accordion__heading">
                <button
                  type="button"
                  id={`${base}-h${index}`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-p${index}`}
                  onClick={() => live && setOpen(open === index ? null : index)}
                >
                  {item.title}
                </button>
              </h3>
              <div
                id={`${base}-p${index}`}
                role="region"
                aria-labelledby={`${base}-h${index}`}
                hidden={!expanded}
              >
                <RichText source={item.text} />
              </div>
            </div>
          );
        })}
      </div>
    </InteractiveFrame>
  );
}

function TabsBlock({ block }: { block: BlockOf<'tabs'> }) {
  const { editor } = useBlockEnv();
  const live = useHydrated() && !editor;
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const base = usePageId();
  const select = (index: number) => {
    const next = (index + block.items.length) % block.items.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: -1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  };
  return (
    <InteractiveFrame block={block}>
      <div role="tablist" className="tabs__list" onKeyDown={onKeyDown} hidden={!live}>
        {block.items.map((item, index) => (
          <button
            key={index}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-t${index}`}
            aria-selected={selected === index}
            aria-controls={`${base}-p${index}`}
            tabIndex={selected === index ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {item.title}
          </button>
        ))}
      </div>
      {block.items.map((item, index) => (
        <div
          key={index}
          id={`${base}-p${index}`}
          role={live ? 'tabpanel' : undefined}
          aria-labelledby={live ? `${base}-t${index}` : undefined}
          hidden={live && selected !== index}
          className="tabs__panel"
        >
          {live ? null : <h3>{item.title}</h3>}
          <RichText source={item.text} />
        </div>
      ))}
    </InteractiveFrame>
  );
}

function CountdownBlock({ block }: { block: BlockOf<'countdown'> }) {
  const { editor } = useBlockEnv();
  const t = useBlockT();
  const now = useNow(1000, useHydrated() && !editor, Date.now());
  const left = timeLeft(block.target, now);
  const parts = [
    [left.days, t('website.countdown.days')],
    [left.hours, t('website.countdown.hours')],
    [left.minutes, t('website.countdown.minutes')],
    [left.seconds, t('website.countdown.seconds')],
  ] as const;
  return (
    <InteractiveFrame block={block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <p className="countdown" role="timer" data-countdown-target={block.target}>
        {parts.map(([value, label]) => (
          <span key={label} className="countdown__part">
            <strong suppressHydrationWarning>{String(value).padStart(2, '0')}</strong> {label}
          </span>
        ))}
      </p>
    </InteractiveFrame>
  );
}

function TestimonialsBlock({ block }: { block: BlockOf<'testimonials'> }) {
  const t = useBlockT();
  const track = useRef<HTMLDivElement>(null);
  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const item = element.querySelector<HTMLElement>('.testimonials__item');
    element.scrollBy({
      left: direction * (item?.offsetWidth ?? element.clientWidth),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };
  return (
    <InteractiveFrame block={block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <div
        className="testimonials"
        role="group"
        aria-roledescription="carousel"
        aria-label={block.title || t('website.testimonials')}
      >
        <div ref={track} className="testimonials__track" tabIndex={0}>
          {block.items.map((item, index) => (
            <figure key={index} className="testimonials__item" aria-roledescription="slide">
              <blockquote>{item.quote}</blockquote>
              {item.author ? <figcaption>{item.author}</figcaption> : null}
            </figure>
          ))}
        </div>
        <div className="testimonials__controls">
          <button type="button" className="button button--secondary" onClick={() => move(-1)}>
            {t('website.previous')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => move(1)}>
            {t('website.next')}
          </button>
        </div>
      </div>
    </InteractiveFrame>
  );
}

function FilterGridBlock({ block }: { block: BlockOf<'filter_grid'> }) {
  const t = useBlockT();
  const [shown, setShown] = useState<string | null>(null);
  const categories = [...new Set(block.items.map((item) => item.category))];
  return (
    <InteractiveFrame block={block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <div className="filter-grid__filters" role="group" aria-label={t('website.filter')}>
        {[null, ...categories].map((category) => (
          <button
            key={category ?? ''}
            type="button"
            className="button button--secondary"
            aria-pressed={shown === category}
            onClick={() => setShown(category)}
          >
            {category ?? t('website.all')}
          </button>
        ))}
      </div>
      <ul className="filter-grid">
        {block.items.map((item, index) => (
          <li
            key={index}
            className="filter-grid__item"
            data-category={item.category}
            hidden={shown !== null && item.category !== shown}
          >
            <h3>{item.title}</h3>
            {item.text ? <p>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </InteractiveFrame>
  );
}

function GoTopBlock({ block }: { block: BlockOf<'go_top'> }) {
  const { editor } = useBlockEnv();
  const t = useBlockT();
  const past = useScrolledPast(GO_TOP_AFTER_PX, useHydrated() && !editor);
  if (editor) return <p className="notice">{t('website.goTopNote')}</p>;
  return (
    <InteractiveFrame block={block}>
      <button
        type="button"
        className={`go-top${past ? ' go-top--shown' : ''}`}
        aria-label={t('website.goTop')}
        hidden={!past}
        onClick={() =>
          void scrollWindowTo(0, GO_TOP_SCROLL_MS).then(() =>
            document.querySelector<HTMLElement>('main, h1')?.focus?.(),
          )
        }
      >
        ↑
      </button>
    </InteractiveFrame>
  );
}

/** One of the blocks with a behaviour; null for another type. */
export function InteractiveBlockView({
  block,
}: {
  block: BlockOf<'accordion' | 'tabs' | 'countdown' | 'testimonials' | 'filter_grid' | 'go_top'>;
}) {
  switch (block.type) {
    case 'accordion':
      return <AccordionBlock block={block} />;
    case 'tabs':
      return <TabsBlock block={block} />;
    case 'countdown':
      return <CountdownBlock block={block} />;
    case 'testimonials':
      return <TestimonialsBlock block={block} />;
    case 'filter_grid':
      return <FilterGridBlock block={block} />;
    case 'go_top':
      return <GoTopBlock block={block} />;
  }
}
