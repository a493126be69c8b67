import type { Touch } from '../../../shared/links/statistics';
import type { RequestContext } from './context';

/** One answer of a website form, already checked against the form's fields (types, required…). */
export interface FormSubmission {
  /** The website.form the visitor filled in. */
  formId: number;
  /** The form's title, for mails and the back office. */
  formName: string;
  /** Field name → its label in the visitor's language, for mails and descriptions. */
  fieldLabels: Record<string, string>;
  /** Field name → the visitor's value(s); checkbox groups give several values. */
  values: Record<string, string | string[]>;
  /** Files the visitor attached, already saved in the file store. */
  files: Array<{ field: string; sha256: string; name: string; size: number }>;
  /** The page the form was on. */
  pageUrl: string | null;
  /** The site's public origin as the visitor reached it (platform.baseUrl), for links in mails. */
  baseUrl: string;
  /** The campaign and the tracked links that brought the visitor (revenue traced to links). */
  utm: { campaign: string; medium: string; source: string };
  touch: Touch;
}

/**
 * What a website form's answers become (SPEC §7 "form action plus model name"): a contact message
 * mailed to the company (mail.mail), a lead (crm.lead), a newsletter subscriber (mailing.contact).
 * The forms module registers the first two; the newsletter module registers mailing.contact.
 */
export interface FormTarget {
  /** Shown in the form builder ("Send a message to the company"). */
  label: string;
  /** Field names the target reads ("email" for a subscriber): the builder offers them first. */
  knownFields: string[];
  /**
   * Stores one submission in the request's transaction; answers the id of the created record. A
   * ValidationError with `fields` (an address the target refuses) is answered as the form's
   * error_fields, shown on those fields.
   */
  submit(ctx: RequestContext, submission: FormSubmission): Promise<number>;
}

/** Models a website form may post to; an action naming any other model is refused. */
export class FormTargetRegistry {
  private readonly targets = new Map<string, FormTarget>();

  register(model: string, target: FormTarget) {
    if (this.targets.has(model)) throw new Error(`${model} is registered as a form target twice`);
    this.targets.set(model, target);
  }

  get(model: string): FormTarget | undefined {
    return this.targets.get(model);
  }

  list(): Array<{ model: string; label: string; knownFields: string[] }> {
    return [...this.targets].map(([model, { label, knownFields }]) => ({ model, label, knownFields }));
  }
}

/** One submitted value as text: several values joined by commas, trimmed. */
export const submittedText = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();

/** "Label: value" lines of a submission, skipping the names in `skip`. */
export function describeValues(submission: FormSubmission, skip: readonly string[] = []): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(submission.values)) {
    if (skip.includes(name)) continue;
    lines.push(`${submission.fieldLabels[name] ?? name}: ${submittedText(value)}`);
  }
  for (const file of submission.files)
    lines.push(`${submission.fieldLabels[file.field] ?? file.field}: ${file.name} (${file.size} bytes)`);
  return lines.join('\n');
}
