import type { EntityManager } from 'typeorm';
import { FORM_MODEL_MAIL, type FormInput } from '../../../../shared/forms/contract';
import { FORM_MODEL_LEAD } from '../../../../shared/leads/contract';
import { WebsiteForm } from './website-form.entity';

export const demoContactForm: FormInput = {
  name: 'Contact us',
  model: FORM_MODEL_MAIL,
  fields: [
    {
      name: 'name',
      label: { en_US: 'Your name', fr_FR: 'Votre nom', es_ES: 'Su nombre' },
      type: 'text',
      required: true,
    },
    {
      name: 'email',
      label: { en_US: 'Your e-mail', fr_FR: 'Votre e-mail', es_ES: 'Su correo electrónico' },
      type: 'email',
      required: true,
    },
    {
      name: 'phone_number',
      label: { en_US: 'Phone number', fr_FR: 'Téléphone', es_ES: 'Teléfono' },
      type: 'tel',
      required: false,
    },
    {
      name: 'message',
      label: { en_US: 'Your message', fr_FR: 'Votre message', es_ES: 'Su mensaje' },
      type: 'textarea',
      required: true,
    },
  ],
  success: {
    kind: 'message',
    message: {
      en_US: 'Thank you! We will get back to you shortly.',
      fr_FR: 'Merci ! Nous vous répondrons rapidement.',
      es_ES: '¡Gracias! Le responderemos en breve.',
    },
  },
};

export const demoQuoteForm: FormInput = {
  name: 'Request a quote',
  model: FORM_MODEL_LEAD,
  fields: [
    {
      name: 'contact_name',
      label: { en_US: 'Your name', fr_FR: 'Votre nom', es_ES: 'Su nombre' },
      type: 'text',
      required: true,
    },
    {
      name: 'email_from',
      label: { en_US: 'Your e-mail', fr_FR: 'Votre e-mail', es_ES: 'Su correo electrónico' },
      type: 'email',
      required: true,
    },
    {
      name: 'phone',
      label: { en_US: 'Phone number', fr_FR: 'Téléphone', es_ES: 'Teléfono' },
      type: 'tel',
      required: false,
    },
    {
      name: 'services',
      label: { en_US: 'Services', fr_FR: 'Services', es_ES: 'Servicios' },
      type: 'checkbox_group',
      required: true,
      help: {
        en_US: 'Check every service you are interested in.',
        fr_FR: 'Cochez chaque service qui vous intéresse.',
        es_ES: 'Marque cada servicio que le interese.',
      },
      options: [
        { value: 'website', label: { en_US: 'Website', fr_FR: 'Site web', es_ES: 'Sitio web' } },
        {
          value: 'shop',
          label: { en_US: 'Online shop', fr_FR: 'Boutique en ligne', es_ES: 'Tienda en línea' },
        },
        { value: 'hosting', label: { en_US: 'Hosting', fr_FR: 'Hébergement', es_ES: 'Alojamiento' } },
      ],
    },
    {
      name: 'start_date',
      label: {
        en_US: 'Desired start date',
        fr_FR: 'Date de début souhaitée',
        es_ES: 'Fecha de inicio deseada',
      },
      type: 'date',
      required: true,
    },
    {
      name: 'description',
      label: { en_US: 'About your project', fr_FR: 'Votre projet', es_ES: 'Su proyecto' },
      type: 'textarea',
      required: false,
    },
  ],
  success: {
    kind: 'message',
    message: {
      en_US: 'Thank you for your request! We will send you a quote soon.',
      fr_FR: 'Merci pour votre demande ! Nous vous enverrons un devis rapidement.',
      es_ES: '¡Gracias por su solicitud! Le enviaremos un presupuesto pronto.',
    },
  },
};

/** Demo data: a contact form (mailed to the company) and a quote request (a lead). */
export async function seedFormsDemo(em: EntityManager) {
  for (const input of [demoContactForm, demoQuoteForm]) await em.save(em.create(WebsiteForm, { ...input }));
}
