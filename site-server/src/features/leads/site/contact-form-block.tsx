import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_OK, CONTACT_POST_PATH, contactProblem, marketingMessages } from '@shared/leads/marketing';
import type { ContactFormBlock } from '@shared/website/blocks';
import type { BlockDefinition } from '../../../core/site/block-definition';
import { useFormValidator } from '../../../core/site/forms/form-validator';
import { useSite, useT } from '../../../core/site/shell-data';
import { fieldsOf, postFields } from './marketing-post';
import marketingCss from './marketing.css?url';

/** SPEC §9: the form shakes for one second on an error. */
const SHAKE_MS = 1000;

/**
 * The contact block (SPEC §2, §4, §8): name, email, phone_number, message posted form-encoded to the
 * form-process path; 'success' resets the form and says 'Message Submitted!', any other reply shows
 * in red and shakes the form. Checked first ('Did you fill in the form properly?').
 */
function ContactForm({ block, editor }: { block: ContactFormBlock; editor: boolean }) {
  const t = useT();
  const { csrfToken, lang } = useSite();
  const [reply, setReply] = useState<{ ok: boolean; text: string } | null>(null);
  const [shaking, setShaking] = useState(false);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { errors, validate, reset } = useFormValidator(form, !editor);

  const refuse = (text: string) => {
    setReply({ ok: false, text });
    setShaking(true);
    window.setTimeout(() => setShaking(false), SHAKE_MS);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (editor || sending) return;
    const target = event.currentTarget;
    const fields = fieldsOf(target);
    if (!(await validate()) || contactProblem(fields)) return refuse(marketingMessages.contactInvalid);
    setSending(true);
    try {
      const answer = await postFields(CONTACT_POST_PATH, fields, 'text/plain');
      if (answer.text.trim() === CONTACT_OK) {
        target.reset();
        reset();
        setReply({ ok: true, text: marketingMessages.contactSent });
      } else refuse(answer.text);
    } catch (error) {
      refuse(String(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={form}
      className={`marketing-form contact-form${shaking ? ' marketing-form--shake' : ''}`}
      method="post"
      action={CONTACT_POST_PATH}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <link rel="stylesheet" href={marketingCss} precedence="default" />
      {block.title ? <h2>{block.title}</h2> : null}
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name="lang" value={lang} />
      <label>
        {t('leads.contact.name')}
        <input name="name" required maxLength={200} autoComplete="name" />
        {errors.name ? <small className="marketing-form__field-error">{errors.name}</small> : null}
      </label>
      <label>
        {t('leads.contact.email')}
        <input name="email" type="email" required maxLength={254} autoComplete="email" />
        {errors.email ? <small className="marketing-form__field-error">{errors.email}</small> : null}
      </label>
      <label>
        {t('leads.contact.phone')}
        <input name="phone_number" type="tel" maxLength={64} autoComplete="tel" />
        {errors.phone_number ? (
          <small className="marketing-form__field-error">{errors.phone_number}</small>
        ) : null}
      </label>
      <label>
        {t('leads.contact.message')}
        <textarea name="message" rows={5} required maxLength={5000} data-minlength={10} />
        {errors.message ? <small className="marketing-form__field-error">{errors.message}</small> : null}
      </label>
      {reply ? (
        <p
          className={reply.ok ? 'marketing-form__sent' : 'marketing-form__error'}
          role={reply.ok ? 'status' : 'alert'}
        >
          {reply.text}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
        {t('leads.contact.send')}
      </button>
    </form>
  );
}

export const contactFormBlockDefinition: BlockDefinition<ContactFormBlock, null> = {
  type: 'contact_form',
  load: async () => null,
  Component: ({ block, editor }) => <ContactForm block={block} editor={editor} />,
};
