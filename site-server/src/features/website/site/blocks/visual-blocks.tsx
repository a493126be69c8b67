/**
 * The website's plain blocks (the media ones are in media-blocks.tsx). Each renders plain, readable HTML on the server (links, images, lists)
 * and adds its behaviour when the page hydrates; in editor mode the behaviours stay off.
 * They read no router data: they render the same in a page and alone (multi_render).
 */
import { useRef, type ReactNode } from 'react';
import type { BlockOf, VisualBlock } from '@shared/website/contract';
import { useMouseParallax } from '../behaviours/mouse-parallax';
import { zoomHandlers } from '../behaviours/zoom';
import { useBlockEnv } from './block-env';
import { RichText } from './rich-text';

export function BlockFrame({
  block,
  children,
  className,
}: {
  block: VisualBlock;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={`block-${block.id}`}
      className={`block block--${block.type.replace('_', '-')}${className ? ` ${className}` : ''}`}
      data-block-type={block.type}
      data-block-id={block.id}
    >
      {children}
    </section>
  );
}

export function ButtonLink({
  button,
  secondary,
}: {
  button: { label: string; url: string };
  secondary?: boolean;
}) {
  return (
    <a className={secondary ? 'button button--secondary' : 'button'} href={button.url}>
      {button.label}
    </a>
  );
}

export function TextBlock({ block }: { block: BlockOf<'text'> }) {
  return (
    <BlockFrame block={block}>
      <div className="block__text">
        <RichText source={block.text} />
      </div>
    </BlockFrame>
  );
}

export function ImageTextBlock({ block }: { block: BlockOf<'image_text'> }) {
  const { editor } = useBlockEnv();
  return (
    <BlockFrame block={block} className={`block--image-${block.imageSide}`}>
      <div className="block__media">
        <img
          src={block.image.src}
          alt={block.image.alt}
          loading="lazy"
          data-zoom={block.zoom ? 'on' : undefined}
          {...zoomHandlers(block.zoom && !editor)}
        />
      </div>
      <div className="block__text">
        {block.title ? <h2>{block.title}</h2> : null}
        <RichText source={block.text} />
      </div>
    </BlockFrame>
  );
}

export function BannerBlock({ block }: { block: BlockOf<'banner'> }) {
  const { editor } = useBlockEnv();
  const picture = useRef<HTMLImageElement>(null);
  useMouseParallax(picture, !editor);
  return (
    <BlockFrame block={block} className={block.image ? 'block--with-image' : undefined}>
      {/* A banner opens its page: its image is the largest paint, fetched first, never lazily. */}
      {block.image ? (
        <img ref={picture} className="block__background" src={block.image} alt="" fetchPriority="high" />
      ) : null}
      <div className="block__overlay">
        <h1>{block.title}</h1>
        {block.subtitle ? <p className="block__subtitle">{block.subtitle}</p> : null}
        {block.button ? <ButtonLink button={block.button} /> : null}
      </div>
    </BlockFrame>
  );
}

export function CardsBlock({ block }: { block: BlockOf<'cards'> }) {
  return (
    <BlockFrame block={block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className="cards">
        {block.cards.map((card, index) => (
          <li key={index} className="card">
            {card.image ? <img src={card.image} alt="" loading="lazy" /> : null}
            <h3>{card.url ? <a href={card.url}>{card.title}</a> : card.title}</h3>
            {card.text ? <p>{card.text}</p> : null}
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}

export function CallToActionBlock({ block }: { block: BlockOf<'call_to_action'> }) {
  return (
    <BlockFrame block={block}>
      <div className="call-to-action">
        <div>
          <h2>{block.title}</h2>
          {block.text ? <p>{block.text}</p> : null}
        </div>
        <ButtonLink button={block.button} />
      </div>
    </BlockFrame>
  );
}
