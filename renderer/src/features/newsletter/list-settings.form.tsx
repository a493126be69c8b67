import { Button, Fieldset, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newsletterAdminCalls as calls } from '@shared/newsletter/admin-calls';
import type { MailingListDetail, MailingListInput } from '@shared/newsletter/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

const popupLanguages = () =>
  [
    { code: 'en_US', label: t('admin.newsletter.english') },
    { code: 'fr_FR', label: t('admin.newsletter.french') },
    { code: 'es_ES', label: t('admin.newsletter.spanish') },
  ] as const;

type Values = {
  name: string;
  isPublic: boolean;
  redirectUrl: string;
  popupTitle: Record<string, string>;
  popupText: Record<string, string>;
};

const valuesOf = (list: MailingListDetail): Values => ({
  name: list.name,
  isPublic: list.isPublic,
  redirectUrl: list.redirectUrl ?? '',
  popupTitle: Object.fromEntries(popupLanguages().map(({ code }) => [code, list.popupTitle[code] ?? ''])),
  popupText: Object.fromEntries(popupLanguages().map(({ code }) => [code, list.popupText[code] ?? ''])),
});

/** Name, whether the website may subscribe to it, and the newsletter popup's texts per language. */
export function ListSettingsForm({
  list,
  onSaved,
}: {
  list: MailingListDetail;
  onSaved: (list: MailingListDetail) => void;
}) {
  const form = useForm<Values>({ initialValues: valuesOf(list) });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const input: MailingListInput = { ...values };
      const saved = await api.call(calls.updateList, { params: { id: list.id }, body: input });
      form.setInitialValues(valuesOf(saved));
      form.resetDirty();
      onSaved(saved);
      notifySaved(t('admin.newsletter.listSaved'));
    });
  });
  return (
    <form onSubmit={submit}>
      <Stack maw={640}>
        <TextInput label={t('admin.common.name')} required {...form.getInputProps('name')} />
        <Switch
          label={t('admin.newsletter.openSubscriptionsWebsite')}
          description={t('admin.newsletter.blocksPopupWebsiteFormsSubscribe')}
          {...form.getInputProps('isPublic', { type: 'checkbox' })}
        />
        <Fieldset legend={t('admin.newsletter.newsletterPopup')}>
          <Stack>
            {popupLanguages().map(({ code, label }) => (
              <Group key={code} align="flex-start" grow>
                <TextInput
                  label={t('admin.newsletter.titleX', label)}
                  {...form.getInputProps(`popupTitle.${code}`)}
                />
                <Textarea
                  label={t('admin.newsletter.textX', label)}
                  autosize
                  minRows={2}
                  {...form.getInputProps(`popupText.${code}`)}
                />
              </Group>
            ))}
            <TextInput
              label={t('admin.newsletter.afterSubscribingGo')}
              description={t('admin.newsletter.pageSiteThanksHttpSAddressEmptyStay')}
              {...form.getInputProps('redirectUrl')}
            />
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('admin.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
