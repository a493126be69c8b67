import type { EntityManager } from 'typeorm';
import type { PageBlocks } from '../../../../shared/website/contract';
import { TERMS_PAGE_PATH } from '../../../../shared/website/page-basics';
import { WebsitePage } from './website-page.entity';

/**
 * The shop's terms and conditions, which the payment page's terms box links to: a page like any other
 * (its blocks edited in the back office's Pages), made with every new site in the three languages so
 * the link never leads nowhere. A starting text the owner replaces with their own.
 */
const termsBlocks: PageBlocks = {
  en_US: [
    {
      id: 'terms',
      type: 'text',
      text: [
        '## Orders',
        'An order is placed when you confirm it and pay it, or choose to pay it by bank transfer. We confirm it by e-mail.',
        '## Prices and payment',
        'Prices are shown with their taxes and the shipping chosen before you confirm the order. An order paid by bank transfer is kept for the days shown in its instructions, then cancelled.',
        '## Delivery',
        'We ship within the time shown for the shipping method you chose, to the address of your order.',
        '## Returns',
        'You may return an item within 14 days of its delivery, unused and in its packaging, for a refund.',
        '## Contact',
        'For any question about an order, write to us from the contact page, with your order number.',
      ].join('\n\n'),
    },
  ],
  fr_FR: [
    {
      id: 'terms',
      type: 'text',
      text: [
        '## Commandes',
        'Une commande est passée lorsque vous la confirmez et la payez, ou choisissez de la payer par virement. Nous la confirmons par e-mail.',
        '## Prix et paiement',
        'Les prix sont indiqués avec leurs taxes et la livraison choisie avant la confirmation de la commande. Une commande payée par virement est conservée le nombre de jours indiqué dans ses instructions, puis annulée.',
        '## Livraison',
        'Nous expédions dans le délai indiqué pour le mode de livraison choisi, à l’adresse de votre commande.',
        '## Retours',
        'Vous pouvez retourner un article dans les 14 jours suivant sa livraison, inutilisé et dans son emballage, pour être remboursé.',
        '## Contact',
        'Pour toute question sur une commande, écrivez-nous depuis la page de contact, avec votre numéro de commande.',
      ].join('\n\n'),
    },
  ],
  es_ES: [
    {
      id: 'terms',
      type: 'text',
      text: [
        '## Pedidos',
        'Un pedido se realiza cuando lo confirma y lo paga, o elige pagarlo por transferencia bancaria. Se lo confirmamos por correo electrónico.',
        '## Precios y pago',
        'Los precios se muestran con sus impuestos y el envío elegido antes de confirmar el pedido. Un pedido pagado por transferencia se conserva los días indicados en sus instrucciones y luego se cancela.',
        '## Entrega',
        'Enviamos en el plazo indicado para el método de envío elegido, a la dirección de su pedido.',
        '## Devoluciones',
        'Puede devolver un artículo en los 14 días siguientes a su entrega, sin usar y en su embalaje, para obtener el reembolso.',
        '## Contacto',
        'Para cualquier pregunta sobre un pedido, escríbanos desde la página de contacto, con su número de pedido.',
      ].join('\n\n'),
    },
  ],
};

/** The Terms page's starting title and text (a new site's, and an upgraded site's: migrations/terms-page.ts). */
export const termsPageContent = {
  title: {
    en_US: 'Terms and conditions',
    fr_FR: 'Conditions générales de vente',
    es_ES: 'Términos y condiciones',
  },
  blocks: termsBlocks,
};

/** Makes the Terms page at TERMS_PAGE_PATH (a new site). */
export async function seedTermsPage(em: EntityManager) {
  const repository = em.getRepository(WebsitePage);
  if (await repository.existsBy({ url: TERMS_PAGE_PATH })) return;
  await repository.save(
    repository.create({
      url: TERMS_PAGE_PATH,
      published: true,
      ...termsPageContent,
      body: {},
      metaTitle: {},
      metaDescription: {},
    }),
  );
}
