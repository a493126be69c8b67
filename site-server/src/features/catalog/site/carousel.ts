import { ZOOM_FACTOR, ZOOM_MIN_WIDTH } from '../../website/site';
/**
 * The product carousel's behaviour (components/shop/product-carousel renders it): previous/next,
 * thumbnails, and the zoom (SPEC §9: factor 1.5; none under 467 px wide). Listeners sit on a container
 * that outlives the carousel, so a new carousel from the combination info needs no new wiring.
 */

function showSlide(carousel: HTMLElement, index: number) {
  const slides = carousel.querySelector<HTMLElement>('.shop-carousel__slides');
  if (!slides) return;
  const count = slides.children.length;
  const next = ((index % count) + count) % count;
  slides.scrollTo({ left: next * slides.clientWidth, behavior: 'smooth' });
  markThumbnail(carousel, next);
}

function markThumbnail(carousel: HTMLElement, index: number) {
  carousel.dataset.activeSlide = String(index);
  carousel.querySelectorAll<HTMLElement>('[data-carousel-to]').forEach((thumbnail) => {
    if (Number(thumbnail.dataset.carouselTo) === index) thumbnail.setAttribute('aria-current', 'true');
    else thumbnail.removeAttribute('aria-current');
  });
}

function currentSlide(carousel: HTMLElement): number {
  return Number(carousel.dataset.activeSlide ?? '0') || 0;
}

function resetZoom(image: HTMLImageElement) {
  image.style.transform = '';
  image.style.transformOrigin = '';
  delete image.dataset.zoomed;
}

export function attachCarousel(container: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const carousel = target?.closest<HTMLElement>('[data-product-carousel]');
    if (!target || !carousel) return;
    const step = target.closest<HTMLElement>('[data-carousel-step]');
    if (step) {
      showSlide(carousel, currentSlide(carousel) + Number(step.dataset.carouselStep));
      return;
    }
    const thumbnail = target.closest<HTMLElement>('[data-carousel-to]');
    if (thumbnail) {
      event.preventDefault();
      showSlide(carousel, Number(thumbnail.dataset.carouselTo));
    }
  };
  const onScroll = (event: Event) => {
    const slides = event.target instanceof HTMLElement ? event.target : null;
    if (!slides?.classList.contains('shop-carousel__slides') || !slides.clientWidth) return;
    const carousel = slides.closest<HTMLElement>('[data-product-carousel]');
    if (carousel) markThumbnail(carousel, Math.round(slides.scrollLeft / slides.clientWidth));
  };
  const onMove = (event: MouseEvent) => {
    const image = event.target instanceof HTMLImageElement ? event.target : null;
    if (!image?.classList.contains('shop-carousel__image')) return;
    if (window.innerWidth < ZOOM_MIN_WIDTH) return resetZoom(image);
    const box = image.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    const zoomImage = image.dataset.zoomImage;
    if (zoomImage && image.getAttribute('src') !== zoomImage) image.setAttribute('src', zoomImage);
    image.style.transformOrigin = `${x}% ${y}%`;
    image.style.transform = `scale(${ZOOM_FACTOR})`;
    image.dataset.zoomed = 'true';
  };
  const onLeave = (event: MouseEvent) => {
    const image = event.target instanceof HTMLImageElement ? event.target : null;
    if (image?.classList.contains('shop-carousel__image')) resetZoom(image);
  };
  container.addEventListener('click', onClick);
  container.addEventListener('scroll', onScroll, true);
  container.addEventListener('mousemove', onMove);
  container.addEventListener('mouseout', onLeave);
  return () => {
    container.removeEventListener('click', onClick);
    container.removeEventListener('scroll', onScroll, true);
    container.removeEventListener('mousemove', onMove);
    container.removeEventListener('mouseout', onLeave);
  };
}
