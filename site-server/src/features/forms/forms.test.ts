import { describe, expect, it } from 'vitest';
import { formDetailSchema, formPageSchema } from '../../../../shared/forms/contract';
import { everyType, publisher, portal, anonymous, useFormsTestServer } from './forms-test-support';

useFormsTestServer();

describe('back office: forms', () => {
  it('lists forms for the page editor (publisher allowed)', async () => {
    const response = await publisher.request('GET', '/api/admin/forms');
    expect(response.status).toBe(200);
    const page = formPageSchema.parse(await response.json());
    expect(page.items.map((form) => form.name)).toEqual(
      expect.arrayContaining(['Contact us', 'Request a quote', 'Every field']),
    );
    const contact = page.items.find((form) => form.name === 'Contact us')!;
    expect(contact.model).toBe('mail.mail');
    const searched = formPageSchema.parse(
      await (await publisher.request('GET', '/api/admin/forms?q=quote')).json(),
    );
    expect(searched.items.map((form) => form.name)).toEqual(['Request a quote']);
  });

  it('refuses the forms list to portal users and visitors (denied)', async () => {
    expect((await portal.request('GET', '/api/admin/forms')).status).toBe(403);
    expect((await anonymous.request('GET', '/api/admin/forms')).status).toBe(401);
    expect((await portal.request('POST', '/api/admin/forms', { json: everyType })).status).toBe(403);
  });

  it('offers the registered targets', async () => {
    const response = await publisher.request('GET', '/api/admin/forms/targets');
    const targets = (await response.json()) as Array<{ model: string }>;
    expect(targets.map((target) => target.model)).toEqual(expect.arrayContaining(['mail.mail', 'crm.lead']));
    expect((await portal.request('GET', '/api/admin/forms/targets')).status).toBe(403);
  });

  it('creates, edits and deletes a form; refuses a bad definition', async () => {
    const bad = await publisher.request('POST', '/api/admin/forms', {
      json: {
        ...everyType,
        fields: [{ name: 'pick', label: 'Pick', type: 'select', required: false, options: [] }],
      },
    });
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(badBody.error.fields['fields.0.options']).toBe('Give at least one option.');

    const unknownTarget = await publisher.request('POST', '/api/admin/forms', {
      json: { ...everyType, model: 'res.users' },
    });
    expect(unknownTarget.status).toBe(400);

    const reserved = await publisher.request('POST', '/api/admin/forms', {
      json: { ...everyType, fields: [{ name: 'csrf_token', label: 'x', type: 'text', required: false }] },
    });
    expect(reserved.status).toBe(400);

    const created = formDetailSchema.parse(
      await (
        await publisher.request('POST', '/api/admin/forms', {
          json: { ...everyType, name: 'Temporary' },
        })
      ).json(),
    );
    const edited = await publisher.request('PUT', `/api/admin/forms/${created.id}`, {
      json: { ...everyType, name: 'Renamed', success: { kind: 'page', url: '/thank-you' } },
    });
    expect(edited.status).toBe(200);
    const detail = formDetailSchema.parse(await edited.json());
    expect(detail).toMatchObject({ name: 'Renamed', success: { kind: 'page', url: '/thank-you' } });
    expect((await portal.request('PUT', `/api/admin/forms/${created.id}`, { json: everyType })).status).toBe(
      403,
    );
    expect((await portal.request('DELETE', `/api/admin/forms/${created.id}`)).status).toBe(403);
    expect((await publisher.request('DELETE', `/api/admin/forms/${created.id}`)).status).toBe(204);
    expect((await publisher.request('GET', `/api/admin/forms/${created.id}`)).status).toBe(404);
  });
});
