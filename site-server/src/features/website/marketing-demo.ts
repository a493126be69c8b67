import type { PageBlocks } from '../../../../shared/website/contract';
import { DEMO_COUNTDOWN_TARGET } from '../../../../shared/website/interactive-blocks';
import type { WebsitePage } from './website-page.entity';

type SavePage = (url: string, title: WebsitePage['title'], blocks: PageBlocks) => Promise<void>;

/**
 * The demo's marketing site (issue 15): request a demo, contact (regional phone, contact and lead
 * forms), pay by card, pricing (tabs, countdown, questions, go-to-top) and case studies (filterable
 * grid, testimonials). /thank-you is a page of every site (initial-pages.ts).
 */
export async function seedMarketingPages(save: SavePage) {
  await save(
    '/request-a-demo',
    { en_US: 'Request a demo', fr_FR: 'Demander une démo', es_ES: 'Solicitar una demo' },
    {
      en_US: [
        {
          id: 'demo-intro',
          type: 'text',
          text: '## See it working\n\nTell us what you need: we show you around in 30 minutes.',
        },
        { id: 'demo-form', type: 'demo_request', title: 'Request a demo' },
      ],
    },
  );
  await save(
    '/contactus',
    { en_US: 'Contact us', fr_FR: 'Contact', es_ES: 'Contacto' },
    {
      en_US: [
        {
          id: 'contact-phone',
          type: 'regional',
          kind: 'phone',
          title: 'Call us',
          india: 'Our Mumbai office: **+91 22 4000 1234** (Monday to Saturday, 9:30–18:30 IST).',
          other: 'Our Paris office: **+33 1 84 00 12 34** (Monday to Friday, 9:00–18:00 CET).',
        },
        { id: 'contact-form', type: 'contact_form', title: 'Write to us' },
        { id: 'lead-form', type: 'lead_form', title: 'Tell us about your project' },
      ],
    },
  );
  await save(
    '/billing',
    { en_US: 'Pay by card', fr_FR: 'Payer par carte', es_ES: 'Pagar con tarjeta' },
    {
      en_US: [
        {
          id: 'billing-intro',
          type: 'text',
          text: '## Your invoices, paid by card\n\nSave a card once: we charge it when an invoice is due.',
        },
        { id: 'billing-card', type: 'card_form', title: 'Your card for our invoices' },
      ],
    },
  );
  const longText = Array.from(
    { length: 6 },
    (_, n) => `Paragraph ${n + 1}: what we do, how, and for whom.`,
  ).join('\n\n');
  await save(
    '/pricing',
    { en_US: 'Pricing', fr_FR: 'Tarifs', es_ES: 'Precios' },
    {
      en_US: [
        {
          id: 'pricing-plans',
          type: 'tabs',
          items: [
            { title: 'Starter', text: '**€19 a month.** A website, a shop and the tracker.' },
            { title: 'Business', text: '**€49 a month.** Everything in Starter, and the customer portal.' },
            { title: 'Enterprise', text: '**On quote.** PostgreSQL, your own hosting, support.' },
          ],
        },
        {
          id: 'pricing-offer',
          type: 'countdown',
          title: 'The launch offer ended',
          target: DEMO_COUNTDOWN_TARGET,
        },
        {
          id: 'pricing-faq',
          type: 'accordion',
          title: 'Questions',
          items: [
            { title: 'Can I change plans?', text: 'Yes, at any time; the next invoice follows.' },
            { title: 'Where are my data?', text: 'On your own machine, in one file.' },
            { title: 'Do you offer a trial?', text: 'Thirty days, without a card.' },
          ],
        },
        { id: 'pricing-reveal', type: 'reveal' },
        { id: 'pricing-more', type: 'text', text: longText },
        { id: 'pricing-top', type: 'go_top' },
      ],
    },
  );
  await save(
    '/case-studies',
    { en_US: 'Case studies', fr_FR: 'Études de cas', es_ES: 'Casos de estudio' },
    {
      en_US: [
        {
          id: 'cases-grid',
          type: 'filter_grid',
          title: 'Our work',
          items: [
            { title: 'A bakery goes online', category: 'Shop', text: 'Orders by noon, bread by four.' },
            { title: 'A studio’s new site', category: 'Website', text: 'Pages, blog and newsletter.' },
            { title: 'A B2B price list', category: 'Shop', text: 'Prices per customer, in euros.' },
            {
              title: 'Campaign tracking',
              category: 'Marketing',
              text: 'Every link, every click, every order.',
            },
          ],
        },
        { id: 'cases-loading', type: 'preloader' },
        {
          id: 'cases-bakery',
          type: 'case_study',
          title: 'A bakery goes online',
          story: Array.from(
            { length: 8 },
            (_, n) => `Week ${n + 1}: what changed for the bakery, its customers and its orders.`,
          ).join('\n\n'),
          facts: [
            { label: 'Client', value: 'Anna’s bakery' },
            { label: 'Launched', value: 'March' },
            { label: 'Orders online', value: '× 2' },
          ],
        },
        {
          id: 'cases-video',
          type: 'video_popup',
          title: 'Watch the bakery’s story',
          provider: 'youtube',
          videoId: 'aqz-KE-bpKQ',
        },
        {
          id: 'cases-quotes',
          type: 'testimonials',
          title: 'What they say',
          items: [
            { quote: 'We sell twice as much online.', author: 'Anna, baker' },
            { quote: 'Set up in an afternoon.', author: 'Marc, designer' },
            { quote: 'Our sales team finally sees where leads come from.', author: 'Priya, sales lead' },
          ],
        },
      ],
    },
  );
}
