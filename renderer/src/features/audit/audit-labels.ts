import type { AuditChange } from '@shared/audit/contract';
import { formatAmount, t, type AdminMessageKey } from '../../app/i18n';

/** The kinds of record (tables) the log names in words; another shows as its table name in words. */
const kindNames: Record<string, AdminMessageKey> = {
  website_page: 'admin.audit.kindWebsitePage',
  website_menu: 'admin.audit.kindWebsiteMenu',
  website_form: 'admin.audit.kindWebsiteForm',
  website_image: 'admin.audit.kindWebsiteImage',
  blog_blog: 'admin.audit.kindBlogBlog',
  blog_post: 'admin.audit.kindBlogPost',
  blog_tag: 'admin.audit.kindBlogTag',
  product_template: 'admin.audit.kindProductTemplate',
  product_product: 'admin.audit.kindProductProduct',
  product_attribute: 'admin.audit.kindProductAttribute',
  product_attribute_value: 'admin.audit.kindProductAttributeValue',
  product_public_category: 'admin.audit.kindProductPublicCategory',
  product_image: 'admin.audit.kindProductImage',
  sale_order: 'admin.audit.kindSaleOrder',
  sale_order_line: 'admin.audit.kindSaleOrderLine',
  invoice: 'admin.audit.kindInvoice',
  customer: 'admin.audit.kindCustomer',
  crm_lead: 'admin.audit.kindCrmLead',
  coupon: 'admin.audit.kindCoupon',
  shipping_method: 'admin.audit.kindShippingMethod',
  tax: 'admin.audit.kindTax',
  pricelist: 'admin.audit.kindPricelist',
  pricelist_rule: 'admin.audit.kindPricelistRule',
  currency: 'admin.audit.kindCurrency',
  payment_provider: 'admin.audit.kindPaymentProvider',
  payment_transaction: 'admin.audit.kindPaymentTransaction',
  user: 'admin.audit.kindUser',
  company: 'admin.audit.kindCompany',
  mailing_list: 'admin.audit.kindMailingList',
  mailing_contact: 'admin.audit.kindMailingContact',
  newsletter_sending: 'admin.audit.kindNewsletterSending',
  outbox_mail: 'admin.audit.kindOutboxMail',
  tracked_link: 'admin.audit.kindTrackedLink',
  utm_campaign: 'admin.audit.kindUtmCampaign',
  utm_medium: 'admin.audit.kindUtmMedium',
  utm_source: 'admin.audit.kindUtmSource',
  project: 'admin.audit.kindProject',
  project_task: 'admin.audit.kindProjectTask',
  hosted_instance: 'admin.audit.kindHostedInstance',
  backup_schedule: 'admin.audit.kindBackupSchedule',
  user_two_factor: 'admin.audit.kindUserTwoFactor',
  mail_message: 'admin.audit.kindMailMessage',
};

/** The fields the log names in words; another shows as its name in words ('freeAbove' → 'Free above'). */
const fieldNames: Record<string, AdminMessageKey> = {
  name: 'admin.audit.fieldName',
  title: 'admin.audit.fieldTitle',
  email: 'admin.audit.fieldEmail',
  phone: 'admin.audit.fieldPhone',
  state: 'admin.audit.fieldState',
  role: 'admin.audit.fieldRole',
  published: 'admin.audit.fieldPublished',
  url: 'admin.audit.fieldUrl',
  code: 'admin.audit.fieldCode',
  currency: 'admin.audit.fieldCurrency',
  price: 'admin.audit.fieldPrice',
  listPrice: 'admin.audit.fieldListPrice',
  freeAbove: 'admin.audit.fieldFreeAbove',
  amount: 'admin.audit.fieldAmount',
  amountUntaxed: 'admin.audit.fieldAmountUntaxed',
  amountTax: 'admin.audit.fieldAmountTax',
  amountTotal: 'admin.audit.fieldAmountTotal',
  amountUndiscounted: 'admin.audit.fieldAmountUndiscounted',
  customerName: 'admin.audit.fieldCustomerName',
  quantity: 'admin.audit.fieldQuantity',
  description: 'admin.audit.fieldDescription',
  lang: 'admin.audit.fieldLang',
  active: 'admin.audit.fieldActive',
  subject: 'admin.audit.fieldSubject',
  noindex: 'admin.audit.fieldNoindex',
  to: 'admin.audit.fieldTo',
  messages: 'admin.audit.fieldMessages',
};

const sentence = (words: string) => (words ? words[0]!.toUpperCase() + words.slice(1) : words);

/** 'sale_order' → 'Order' (in the reader's language). */
export function kindName(model: string): string {
  const key = Object.hasOwn(kindNames, model) ? kindNames[model] : undefined;
  return key ? t(key) : sentence(model.replace(/_/g, ' '));
}

/** 'amountTotal' → 'Total', 'email' → 'E-mail' (in the reader's language). */
export function fieldName(field: string): string {
  const key = Object.hasOwn(fieldNames, field) ? fieldNames[field] : undefined;
  return key ? t(key) : sentence(field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
}

/** A value as staff read it: an amount as money of its currency ($59.00), anything else as kept. */
export function valueOf(change: AuditChange, value: string): string {
  if (change.currency && /^-?\d+$/.test(value)) return formatAmount(Number(value), change.currency);
  return value;
}
