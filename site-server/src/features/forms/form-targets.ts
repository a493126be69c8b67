import { FORM_MODEL_MAIL } from '../../../../shared/forms/contract';
import { escapeHtml } from '../../core/http/html';
import { describeValues, type FormSubmission } from '../../core/form-targets';
import type { Platform } from '../../platform';

/** The contact message of a submission: plain text, and HTML where every value is escaped. */
export function contactMail(submission: FormSubmission): { subject: string; text: string; html: string } {
  const rows: Array<[string, string]> = Object.entries(submission.values).map(([name, value]) => [
    submission.fieldLabels[name] ?? name,
    Array.isArray(value) ? value.join(', ') : value,
  ]);
  for (const file of submission.files)
    rows.push([submission.fieldLabels[file.field] ?? file.field, `${file.name} (${file.size} bytes)`]);
  const page = submission.pageUrl ? `\n\nSent from ${submission.pageUrl}` : '';
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    subject: `New message from the website form "${submission.formName}"`.replace(/[\r\n]+/g, ' '),
    text: `${describeValues(submission)}${page}\n`,
    html:
      `<p>New message from the website form <strong>${escapeHtml(submission.formName)}</strong>.</p>` +
      `<table cellpadding="4">${cells}</table>` +
      (submission.pageUrl ? `<p>Sent from ${escapeHtml(submission.pageUrl)}</p>` : ''),
  };
}

/** Registers what the forms feature's forms can create itself: a contact message. */
export function registerFormTargets(platform: Platform) {
  platform.formTargets.register(FORM_MODEL_MAIL, {
    label: 'Send a message to the company',
    knownFields: ['name', 'email', 'phone_number', 'message'],
    async submit(ctx, submission) {
      const company = await platform.company.mainCompany(ctx.em);
      const to = company.email || platform.config.adminEmail;
      if (!to) throw new Error('The company has no e-mail address to send the message to.');
      const mail = await platform.mail.queue(ctx.em, { to, ...contactMail(submission) });
      return mail.id;
    },
  });
}
