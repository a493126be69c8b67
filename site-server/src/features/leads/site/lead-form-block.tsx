import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FORM_MODEL_LEAD } from '@shared/leads/contract';
import { LEAD_POST_PATH, leadProblem, marketingMessages, THANK_YOU_PATH } from '@shared/leads/marketing';
import type { LeadFormBlock } from '@shared/website/blocks';
import type { BlockDefinition } from '../../../core/site/block-definition';
import { useSite, useT } from '../../../core/site/shell-data';
import { fieldsOf, jsonOf, postFields, visitorAddress } from './marketing-post';
import marketingCss from './marketing.css?url';

/**
 * The lead form block (SPEC §2, §4, §5, §7): the model's name in its data attribute; the e-mail is
 * checked before sending ('sorry!' / 'Please enter valid email'); a truthy answer goes to /thank-you.
 * Without JavaScript the form posts itself and the server sends the visitor on.
 */
function LeadForm({ block, editor }: { block: LeadFormBlock; editor: boolean }) {
  const t = useT();
  const { csrfToken, lang, urlPrefix } = useSite();
  const location = useLocation();
  const [problem, setProblem] = useState<{ title: string; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const action = `${LEAD_POST_PATH}/${FORM_MODEL_LEAD}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (editor || sending) return;
    const fields = fieldsOf(event.currentTarget);
    fields.ip_address ||= await visitorAddress();
    const refused = leadProblem(fields);
    if (refused) {
      setProblem({ title: marketingMessages.leadEmailTitle, text: refused });
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const answer = await postFields(action, fields);
      const body = jsonOf(answer.text) as { error?: string } | null;
      if (answer.ok && body) window.location.assign(`${urlPrefix}${THANK_YOU_PATH}`);
      else setProblem({ title: marketingMessages.leadEmailTitle, text: body?.error ?? answer.text });
    } catch (error) {
      setProblem({ title: marketingMessages.leadEmailTitle, text: String(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="marketing-form lead-form"
      method="post"
      action={action}
      data-model-name={FORM_MODEL_LEAD}
      onSubmit={(event) => void submit(event)}
    >
      <link rel="stylesheet" href={marketingCss} precedence="default" />
      {block.title ? <h2>{block.title}</h2> : null}
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="page_url" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="ip_address" value="" />
      <input type="hidden" name="return_url" value={`${urlPrefix}${THANK_YOU_PATH}`} />
      <label>
        {t('leads.form.contactName')}
        <input name="contact_name" required maxLength={200} autoComplete="name" />
      </label>
      <label>
        {t('leads.form.email')}
        <input name="email_from" type="email" required maxLength={254} autoComplete="email" />
      </label>
      <label>
        {t('leads.form.phone')}
        <input name="phone" type="tel" maxLength={64} autoComplete="tel" />
      </label>
      <label>
        {t('leads.form.name')}
        <input name="name" required maxLength={200} />
      </label>
      <label>
        {t('leads.form.question')}
        <textarea name="Question" rows={4} maxLength={5000} />
      </label>
      {problem ? (
        <div className="marketing-form__alert" role="alert">
          <strong>{problem.title}</strong> {problem.text}
        </div>
      ) : null}
      <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('leads.form.sending') : t('leads.form.send')}
      </button>
    </form>
  );
}

export const leadFormBlockDefinition: BlockDefinition<LeadFormBlock, null> = {
  type: 'lead_form',
  load: async () => null,
  Component: ({ block, editor }) => <LeadForm block={block} editor={editor} />,
};
