import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import {
  mailingContactInputSchema,
  mailingContactPageSchema,
  mailingContactQuerySchema,
  mailingContactRowSchema,
  mailingContactStateInputSchema,
  mailingListDetailSchema,
  mailingListInputSchema,
  mailingListPageSchema,
  mailingListQuerySchema,
  newsletterInputSchema,
  newsletterPreviewSchema,
  newsletterSendingListSchema,
  newsletterSendingSchema,
} from './contract';

const byList = { id: idParam };

/** The mailing screens' calls (/api/admin/mailing/…): the lists for any staff, the rest for publishers. */
export const newsletterAdminCalls = {
  /** The lists (the page editor's newsletter block picks one). */
  lists: defineAdminCall({
    method: 'get',
    path: '/mailing/lists',
    query: mailingListQuerySchema,
    result: mailingListPageSchema,
  }),
  createList: defineAdminCall({
    method: 'post',
    path: '/mailing/lists',
    body: mailingListInputSchema,
    result: mailingListDetailSchema,
  }),
  list: defineAdminCall({
    method: 'get',
    path: '/mailing/lists/:id',
    params: byList,
    result: mailingListDetailSchema,
  }),
  updateList: defineAdminCall({
    method: 'put',
    path: '/mailing/lists/:id',
    params: byList,
    body: mailingListInputSchema,
    result: mailingListDetailSchema,
  }),
  contacts: defineAdminCall({
    method: 'get',
    path: '/mailing/lists/:id/contacts',
    params: byList,
    query: mailingContactQuerySchema,
    result: mailingContactPageSchema,
  }),
  /** The contacts as CSV (contactCsvColumns), same filters, no page. */
  contactsCsv: defineAdminCall({
    method: 'get',
    path: '/mailing/lists/:id/contacts.csv',
    params: byList,
    query: mailingContactQuerySchema,
    result: z.void(),
  }),
  addContact: defineAdminCall({
    method: 'post',
    path: '/mailing/lists/:id/contacts',
    params: byList,
    body: mailingContactInputSchema,
    result: mailingContactRowSchema,
  }),
  /** Opts a contact out or back in. */
  setSubscribed: defineAdminCall({
    method: 'put',
    path: '/mailing/lists/:id/contacts/:contactId',
    params: { id: idParam, contactId: idParam },
    body: mailingContactStateInputSchema,
    result: mailingContactRowSchema,
  }),
  preview: defineAdminCall({
    method: 'post',
    path: '/mailing/lists/:id/preview',
    params: byList,
    body: newsletterInputSchema,
    result: newsletterPreviewSchema,
  }),
  send: defineAdminCall({
    method: 'post',
    path: '/mailing/lists/:id/send',
    params: byList,
    body: newsletterInputSchema,
    result: newsletterSendingSchema,
  }),
  sendings: defineAdminCall({
    method: 'get',
    path: '/mailing/lists/:id/sendings',
    params: byList,
    result: newsletterSendingListSchema,
  }),
};
