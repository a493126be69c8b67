import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { formsAdminCalls } from '@shared/forms/admin-calls';
import type { FormDetail, FormInput } from '@shared/forms/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, ApiError } from '../../app/api';
import { notifyError, notifySaved } from '../../app/form-feedback';
import { ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSaveWith } from '../../app/use-save';
import { FieldBuilder, type BuilderField } from './field-builder';
import { emptyTexts, fromFormText, toFormText, type TextSet } from './form-texts';
import { TranslatedInput } from './translated-input';
import { t } from '../../app/i18n';

interface Draft {
  name: string;
  model: string;
  fields: BuilderField[];
  successKind: 'message' | 'page';
  successMessage: TextSet;
  successUrl: string;
}

let nextKey = 1;

function draftOf(form: FormDetail | null): Draft {
  if (!form)
    return {
      name: '',
      model: 'mail.mail',
      fields: [],
      successKind: 'message',
      successMessage: emptyTexts(),
      successUrl: '',
    };
  return {
    name: form.name,
    model: form.model,
    fields: form.fields.map((field) => ({
      key: nextKey++,
      name: field.name,
      label: fromFormText(field.label),
      type: field.type,
      required: field.required,
      help: fromFormText(field.help),
      options: (field.options ?? []).map((option) => ({
        value: option.value,
        label: fromFormText(option.label),
      })),
      value: field.value ?? '',
    })),
    successKind: form.success.kind,
    successMessage: form.success.kind === 'message' ? fromFormText(form.success.message) : emptyTexts(),
    successUrl: form.success.kind === 'page' ? form.success.url : '',
  };
}

function inputOf(draft: Draft): FormInput {
  return {
    name: draft.name,
    model: draft.model,
    fields: draft.fields.map((field) => {
      const help = toFormText(field.help);
      return {
        name: field.name.trim(),
        label: toFormText(field.label),
        type: field.type,
        required: field.required,
        ...(help ? { help } : {}),
        ...(['select', 'radio', 'checkbox_group'].includes(field.type)
          ? {
              options: field.options.map((option) => ({
                value: option.value.trim(),
                label: toFormText(option.label),
              })),
            }
          : {}),
        ...(field.type === 'hidden' ? { value: field.value.trim() } : {}),
      };
    }),
    success:
      draft.successKind === 'page'
        ? { kind: 'page', url: draft.successUrl.trim() }
        : { kind: 'message', message: toFormText(draft.successMessage) },
  };
}

/** Server messages of one builder field ('fields.2.options' → errors of field 2 under 'options'). */
function fieldErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `fields.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length).replace(/\.en_US$/, ''), message]),
  );
}

/** A website form: its target, its fields (a small builder) and what visitors see after sending. */
export default function FormEditPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id ? Number(params.id) : null;
  const loaded = useApiData(formsAdminCalls.get, id ? { params: { id } } : null);
  const targets = useApiData(formsAdminCalls.targets);
  const [draft, setDraft] = useState<Draft | null>(id ? null : draftOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { saving, save: run } = useSaveWith((error) => {
    if (error instanceof ApiError && error.hasFieldErrors) setErrors(error.fields);
    else
      notifyError(
        t('admin.common.notSaved'),
        error instanceof Error ? error.message : t('admin.forms.somethingWentWrong'),
      );
  });

  useEffect(() => {
    if (loaded.data) setDraft(draftOf(loaded.data));
  }, [loaded.data]);

  if (loaded.error) return <ErrorState error={loaded.error} onRetry={loaded.reload} />;
  if (!draft) return <LoadingState />;

  const target = targets.data?.find((row) => row.model === draft.model);
  const update = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const setField = (index: number, field: BuilderField) =>
    update({ fields: draft.fields.map((current, i) => (i === index ? field : current)) });
  const moveField = (index: number, step: -1 | 1) => {
    const fields = [...draft.fields];
    const [moved] = fields.splice(index, 1);
    fields.splice(index + step, 0, moved!);
    update({ fields });
  };
  const addField = () => {
    const known = target?.knownFields.find((name) => !draft.fields.some((field) => field.name === name));
    update({
      fields: [
        ...draft.fields,
        {
          key: nextKey++,
          name: known ?? '',
          label: emptyTexts(),
          type: 'text',
          required: false,
          help: emptyTexts(),
          options: [],
          value: '',
        },
      ],
    });
  };

  const save = async () => {
    setErrors({});
    await run(async () => {
      const body = inputOf(draft);
      const saved = id
        ? await api.call(formsAdminCalls.update, { params: { id }, body })
        : await api.call(formsAdminCalls.create, { body });
      notifySaved(t('admin.forms.formXSaved', saved.name));
      if (id) loaded.setData(saved);
      else void navigate(`/forms/${saved.id}`, { replace: true });
    });
  };

  const remove = async () => {
    if (!id || !window.confirm(t('admin.forms.deleteFormAllSubmissionsQuestion'))) return;
    try {
      await api.call(formsAdminCalls.remove, { params: { id } });
      void navigate('/forms');
    } catch (error) {
      notifyError(
        t('admin.common.notDeleted'),
        error instanceof Error ? error.message : t('admin.forms.somethingWentWrong'),
      );
    }
  };

  return (
    <>
      <PageHeader
        title={id ? draft.name || t('admin.common.form') : t('admin.forms.newForm')}
        actions={
          id ? (
            <>
              <Button variant="default" component={Link} to={`/forms/${id}/submissions`}>
                {t('admin.forms.submissionsX', loaded.data?.submissionCount ?? 0)}
              </Button>
              <Button
                variant="default"
                component="a"
                href={`/website/form/${id}`}
                target="_blank"
                rightSection={<IconExternalLink size={14} />}
              >
                {t('admin.forms.viewSite')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => void remove()}>
                {t('admin.common.delete')}
              </Button>
            </>
          ) : null
        }
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack maw={900}>
          {Object.keys(errors).length ? (
            <Alert color="red" title={t('admin.forms.formNotSaved')}>
              {t('admin.forms.checkFieldsMarkedRed')}
            </Alert>
          ) : null}
          <Paper withBorder p="md">
            <Stack>
              <TextInput
                label={t('admin.common.name')}
                required
                value={draft.name}
                error={errors.name}
                onChange={(event) => update({ name: event.currentTarget.value })}
              />
              <Select
                label={t('admin.forms.whatSubmissionCreates')}
                required
                data={(targets.data ?? []).map((row) => ({
                  value: row.model,
                  label: `${row.label} (${row.model})`,
                }))}
                value={draft.model}
                error={errors.model}
                allowDeselect={false}
                onChange={(value) => value && update({ model: value })}
              />
            </Stack>
          </Paper>

          <Title order={3}>{t('admin.forms.fields')}</Title>
          {draft.fields.length === 0 ? <Text c="dimmed">{t('admin.forms.noFieldsYet')}</Text> : null}
          {draft.fields.map((field, index) => (
            <FieldBuilder
              key={field.key}
              field={field}
              index={index}
              count={draft.fields.length}
              knownFields={target?.knownFields ?? []}
              errors={fieldErrors(errors, index)}
              onChange={(next) => setField(index, next)}
              onMove={(step) => moveField(index, step)}
              onRemove={() => update({ fields: draft.fields.filter((_, i) => i !== index) })}
            />
          ))}
          <Button variant="light" w="fit-content" leftSection={<IconPlus size={16} />} onClick={addField}>
            {t('admin.forms.addField')}
          </Button>

          <Title order={3}>{t('admin.forms.afterSending')}</Title>
          <Paper withBorder p="md">
            <Stack>
              <SegmentedControl
                w="fit-content"
                value={draft.successKind}
                onChange={(value) => update({ successKind: value === 'page' ? 'page' : 'message' })}
                data={[
                  { value: 'message', label: t('admin.forms.showMessage') },
                  { value: 'page', label: t('admin.forms.goPage') },
                ]}
              />
              {draft.successKind === 'message' ? (
                <TranslatedInput
                  label={t('admin.common.message')}
                  multiline
                  value={draft.successMessage}
                  error={errors['success.message']}
                  onChange={(successMessage) => update({ successMessage })}
                />
              ) : (
                <TextInput
                  label={t('admin.common.page')}
                  description={t('admin.forms.pageSiteThankHttpSAddress')}
                  value={draft.successUrl}
                  error={errors['success.url']}
                  onChange={(event) => update({ successUrl: event.currentTarget.value })}
                />
              )}
            </Stack>
          </Paper>
          <Group>
            <Button type="submit" loading={saving}>
              {t('admin.common.save')}
            </Button>
            <Anchor component={Link} to="/forms" size="sm">
              {t('admin.forms.backForms')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </>
  );
}
