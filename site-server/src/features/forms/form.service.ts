import type { EntityManager } from 'typeorm';
import {
  FORMS_PAGE_SIZE,
  formText,
  type FormDetail,
  type FormInput,
  type FormRow,
  type PublicForm,
  type SubmissionRow,
} from '../../../../shared/forms/contract';
import { languageByCode, type LangCode } from '../../../../shared/i18n';
import type { Page } from '../../../../shared/api/admin';
import { MissingError, ValidationError } from '../../core/errors';
import type { FormTargetRegistry } from '../../core/form-targets';
import { FormSubmissionRecord } from './form-submission.entity';
import { WebsiteForm } from './website-form.entity';

export const FORM_MISSING = 'This form does not exist (any more).';

/** SQLite answers 'YYYY-MM-DD HH:MM:SS.SSS' (UTC) for raw reads; entities give Dates. */
const iso = (value: Date) => value.toISOString();

/** Forms built in the back office and the submissions they received. */
export class FormService {
  constructor(private readonly targets: FormTargetRegistry) {}

  async get(em: EntityManager, id: number): Promise<WebsiteForm> {
    const form = await em.findOneBy(WebsiteForm, { id });
    if (!form) throw new MissingError(FORM_MISSING);
    return form;
  }

  async list(em: EntityManager, query: { q?: string; page: number }): Promise<Page<FormRow>> {
    const builder = em.getRepository(WebsiteForm).createQueryBuilder('form').orderBy('form.id', 'DESC');
    if (query.q) builder.where('LOWER(form.name) LIKE :q', { q: `%${query.q.toLowerCase()}%` });
    const [forms, total] = await builder
      .skip((query.page - 1) * FORMS_PAGE_SIZE)
      .take(FORMS_PAGE_SIZE)
      .getManyAndCount();
    const counts = await this.submissionCounts(
      em,
      forms.map((form) => form.id),
    );
    return {
      items: forms.map((form) => this.row(form, counts.get(form.id) ?? 0)),
      total,
      page: query.page,
      pageSize: FORMS_PAGE_SIZE,
    };
  }

  async detail(em: EntityManager, id: number): Promise<FormDetail> {
    const form = await this.get(em, id);
    const counts = await this.submissionCounts(em, [id]);
    return { ...this.row(form, counts.get(id) ?? 0), fields: form.fields, success: form.success };
  }

  async create(em: EntityManager, input: FormInput): Promise<FormDetail> {
    this.checkModel(input.model);
    const form = em.create(WebsiteForm, { ...input });
    await em.save(form);
    return this.detail(em, form.id);
  }

  async update(em: EntityManager, id: number, input: FormInput): Promise<FormDetail> {
    const form = await this.get(em, id);
    this.checkModel(input.model);
    Object.assign(form, input);
    await em.save(form);
    return this.detail(em, id);
  }

  /** Deletes the form and its submissions; the leads it made stay (without their form). */
  async remove(em: EntityManager, id: number): Promise<void> {
    const form = await this.get(em, id);
    await em.delete(FormSubmissionRecord, { formId: form.id });
    await em.remove(form);
  }

  /** The form as the site renders it, with its texts in `lang`; null when it does not exist. */
  async publicDefinition(em: EntityManager, id: number, lang: LangCode): Promise<PublicForm | null> {
    const form = await em.findOneBy(WebsiteForm, { id });
    if (!form) return null;
    const language = languageByCode(lang);
    return {
      id: form.id,
      name: form.name,
      model: form.model,
      fields: form.fields.map((field) => ({
        name: field.name,
        label: formText(field.label, lang) || field.name,
        type: field.type,
        required: field.required,
        help: formText(field.help, lang),
        options: (field.options ?? []).map((option) => ({
          value: option.value,
          label: formText(option.label, lang) || option.value,
        })),
        value: field.type === 'hidden' ? (field.value ?? '') : '',
      })),
      success:
        form.success.kind === 'page'
          ? { kind: 'page', url: form.success.url }
          : { kind: 'message', message: formText(form.success.message, lang) },
      lang,
      dateFormat: language.dateFormat,
      timeFormat: language.timeFormat,
    };
  }

  async submissions(
    em: EntityManager,
    formId: number,
    page: number | null,
  ): Promise<{ items: SubmissionRow[]; total: number }> {
    await this.get(em, formId);
    const [records, total] = await em.findAndCount(FormSubmissionRecord, {
      where: { formId },
      order: { id: 'DESC' },
      ...(page === null ? {} : { skip: (page - 1) * FORMS_PAGE_SIZE, take: FORMS_PAGE_SIZE }),
    });
    return { items: records.map(submissionRow), total };
  }

  async submission(em: EntityManager, id: number): Promise<FormSubmissionRecord> {
    const record = await em.findOneBy(FormSubmissionRecord, { id });
    if (!record) throw new MissingError('This submission does not exist (any more).');
    return record;
  }

  private checkModel(model: string) {
    if (!this.targets.get(model))
      throw new ValidationError('A form can only create the kinds of records listed.', {
        model: 'Choose one of the listed targets.',
      });
  }

  private row(form: WebsiteForm, submissionCount: number): FormRow {
    return {
      id: form.id,
      name: form.name,
      model: form.model,
      modelLabel: this.targets.get(form.model)?.label ?? form.model,
      fieldCount: form.fields.length,
      submissionCount,
      createdAt: iso(form.created),
    };
  }

  private async submissionCounts(em: EntityManager, formIds: number[]): Promise<Map<number, number>> {
    if (formIds.length === 0) return new Map();
    const rows = await em
      .getRepository(FormSubmissionRecord)
      .createQueryBuilder('submission')
      .select('submission.formId', 'formId')
      .addSelect('COUNT(*)', 'count')
      .where('submission.formId IN (:...formIds)', { formIds })
      .groupBy('submission.formId')
      .getRawMany<{ formId: number; count: string | number }>();
    return new Map(rows.map((row) => [Number(row.formId), Number(row.count)]));
  }
}

export function submissionRow(record: FormSubmissionRecord): SubmissionRow {
  return {
    id: record.id,
    formId: record.formId,
    model: record.model,
    recordId: record.recordId,
    values: record.values,
    files: record.files,
    pageUrl: record.pageUrl,
    ipAddress: record.ipAddress,
    createdAt: iso(record.created),
  };
}
