import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isLangCode, type LangCode } from '../../../../shared/i18n';
import { OptionalProductRows } from './site/optional-product-rows';
import { ProductCarousel } from './site/product-carousel';
import type { CarouselImage, OptionalProductRow } from './catalog.service';

const langOf = (lang: string): LangCode => (isLangCode(lang) ? lang : 'en_US');

/** The configurator's HTML blocks, from the shop pages' own presentational components. */
export const catalogRenderers = {
  carousel(images: CarouselImage[], productName: string, lang: string): string {
    return renderToStaticMarkup(
      createElement(ProductCarousel, { images, name: productName, lang: langOf(lang) }),
    );
  },
  optionalProductRows(rows: OptionalProductRow[], lang: string): string {
    return renderToStaticMarkup(
      createElement(OptionalProductRows, {
        lang: langOf(lang),
        products: rows.map((row) => ({
          productId: row.productId,
          templateId: row.templateId,
          name: row.name,
          description: row.description,
          imageUrl: row.imageUrl,
          price: row.price,
        })),
      }),
    );
  },
};
