/**
 * The image carousel of a product combination (SPEC §2, §3: combination info's `carousel` is this
 * HTML). Works without JavaScript: the slides scroll with CSS scroll snapping and the thumbnails are
 * links to them. The page's behaviour adds previous/next, the active thumbnail and the zoom
 * (data-zoom-image, factor 1.5, none under 467 px: SPEC §9). Pure, rendered by the page and the server.
 */
import { t, type LangCode } from '@shared/i18n';
import type { ProductPageView } from '@shared/catalog/contract';

export interface ProductCarouselProps {
  images: ProductPageView['images'];
  lang: LangCode;
  /** The product's name, the images' alternative text when they have none. */
  name: string;
  /** Prefix of the slides' ids (one carousel per page: the default is fine). */
  idPrefix?: string;
}

export function ProductCarousel({ images, lang, name, idPrefix = 'product-image' }: ProductCarouselProps) {
  return (
    <div className="shop-carousel" data-product-carousel="" data-image-count={images.length}>
      <div className="shop-carousel__viewport">
        <ol className="shop-carousel__slides">
          {images.map((image, position) => (
            <li
              key={`${image.url}-${position}`}
              id={`${idPrefix}-${position + 1}`}
              className="shop-carousel__slide"
              data-slide={position}
            >
              <img
                className="shop-carousel__image"
                src={image.url}
                alt={image.alt || name}
                data-zoom-image={image.zoomUrl}
                // The first image is the page's largest paint: fetched first.
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : undefined}
              />
            </li>
          ))}
        </ol>
        {images.length > 1 ? (
          <>
            <button
              type="button"
              className="shop-carousel__control shop-carousel__control--previous"
              data-carousel-step="-1"
              aria-label={t(lang, 'shop.carousel.previous')}
              hidden
            >
              ‹
            </button>
            <button
              type="button"
              className="shop-carousel__control shop-carousel__control--next"
              data-carousel-step="1"
              aria-label={t(lang, 'shop.carousel.next')}
              hidden
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ol className="shop-carousel__thumbnails">
          {images.map((image, position) => (
            <li key={`${image.url}-${position}`}>
              <a
                href={`#${idPrefix}-${position + 1}`}
                className="shop-carousel__thumbnail"
                data-carousel-to={position}
                aria-label={t(lang, 'shop.carousel.show', position + 1)}
                aria-current={position === 0 ? 'true' : undefined}
              >
                <img src={image.url} alt="" width={64} height={64} loading="lazy" />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
