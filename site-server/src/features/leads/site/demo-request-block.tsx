import { useRef, useState, type FormEvent } from 'react';
import { usePageId } from '../../../core/site/components/page-ids';
import {
  DEMO_REQUEST_PATH,
  demoProblem,
  marketingMessages,
  OTP_CHECK_PATH,
  OTP_LENGTH,
  OTP_OK,
  OTP_VERIFY_PATH,
} from '@shared/leads/marketing';
import type { DemoRequestBlock } from '@shared/website/blocks';
import type { BlockDefinition } from '../../../core/site/block-definition';
import { useSite, useT } from '../../../core/site/shell-data';
import { fieldsOf, jsonOf } from './marketing-post';
import marketingCss from './marketing.css?url';

type Step = 'request' | 'code' | 'confirm' | 'done';
/** SPEC §3's demo fields: texts, and the applications as booleans. */
type DemoFields = Record<string, string | boolean>;
const APPLICATIONS = ['sale', 'scm', 'supply'] as const;

/** POSTs the JSON text of the demo fields plus otp (SPEC §7): the answer's text ('200' when right). */
async function postOtp(path: string, fields: DemoFields): Promise<string> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(fields),
  });
  return (await response.text()).trim();
}

/**
 * The demo request block (SPEC §2, §4, §5, §7): the fields and the request button; once the code is
 * mailed the button hides and the code section shows (with a resend button repeating the first call);
 * the right code opens the verify popup, whose confirmation makes the verified request.
 */
function DemoRequest({ block, editor }: { block: DemoRequestBlock; editor: boolean }) {
  const t = useT();
  const { csrfToken, lang } = useSite();
  const form = useRef<HTMLFormElement>(null);
  const popupTitle = usePageId();
  const [step, setStep] = useState<Step>('request');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The fields as first sent: the resend repeats them, the code calls carry them (the inputs are locked).
  const [sent, setSent] = useState<DemoFields | null>(null);
  const [otp, setOtp] = useState('');

  const demoFields = (): DemoFields => {
    const fields: DemoFields = { ...fieldsOf(form.current!), csrf_token: csrfToken, lang };
    // A ticked box's form value is 'on' (an unticked one has none); the contract wants booleans.
    for (const name of APPLICATIONS) fields[name] = fields[name] === 'on';
    return fields;
  };

  async function requestCode(event?: FormEvent) {
    event?.preventDefault();
    if (editor || busy) return;
    const fields = sent ?? demoFields();
    const refused = demoProblem(fields);
    if (refused) return setError(refused);
    setBusy(true);
    setError('');
    try {
      const query = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
      const response = await fetch(`${DEMO_REQUEST_PATH}?${query.toString()}`, {
        headers: { accept: 'application/json' },
      });
      const answer = jsonOf(await response.text()) as { error?: string } | boolean | null;
      if (answer === true) {
        setSent(fields);
        setStep('code');
      } else setError((typeof answer === 'object' && answer?.error) || marketingMessages.demoWrongEmail);
    } catch {
      setError(marketingMessages.demoWrongEmail);
    } finally {
      setBusy(false);
    }
  }

  async function checkCode() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const answer = await postOtp(OTP_CHECK_PATH, { ...sent, otp });
      if (answer === OTP_OK) setStep('confirm');
      else setError(marketingMessages.otpWrong);
    } catch {
      // SPEC §5: any answer but '200' (none at all included) is a wrong code.
      setError(marketingMessages.otpWrong);
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    if (busy) return;
    setBusy(true);
    try {
      // '200' closes the dialogs (SPEC §7); any other answer, or none, changes nothing (SPEC §8).
      if ((await postOtp(OTP_VERIFY_PATH, { ...sent, otp })) === OTP_OK) setStep('done');
    } catch {
      // Nothing happens (SPEC §8).
    } finally {
      setBusy(false);
    }
  }

  if (step === 'done')
    return (
      <div className="marketing-form demo-request" role="status">
        <h2>{t('leads.demo.verifiedTitle')}</h2>
        <p>{t('leads.demo.verifiedBody')}</p>
      </div>
    );
  return (
    <form ref={form} className="marketing-form demo-request" onSubmit={(event) => void requestCode(event)}>
      <link rel="stylesheet" href={marketingCss} precedence="default" />
      {block.title ? <h2>{block.title}</h2> : null}
      <fieldset disabled={step !== 'request'}>
        <label>
          {t('leads.demo.name')}
          <input name="name" maxLength={200} autoComplete="name" />
        </label>
        <label>
          {t('leads.demo.email')}
          <input name="email" type="email" maxLength={254} autoComplete="email" />
        </label>
        <label>
          {t('leads.demo.company')}
          <input name="company_name" maxLength={200} autoComplete="organization" />
        </label>
        <label>
          {t('leads.demo.size')}
          <select name="comapny_size" defaultValue="1-10">
            {['1-10', '11-50', '51-200', '201-1000', '1000+'].map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </label>
        <label>
          {t('leads.demo.industry')}
          <input name="comapny_industry" maxLength={100} />
        </label>
        <fieldset className="demo-request__applications">
          <legend>{t('leads.demo.applications')}</legend>
          {APPLICATIONS.map((name) => (
            <label key={name} className="marketing-form__check">
              <input type="checkbox" name={name} /> {t(`leads.demo.${name}`)}
            </label>
          ))}
        </fieldset>
        <label>
          {t('leads.demo.remarks')}
          <textarea name="remarks" rows={3} maxLength={5000} />
        </label>
      </fieldset>
      {error ? (
        <p className="marketing-form__error" role="alert">
          {error}
        </p>
      ) : null}
      {step === 'request' ? (
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {t('leads.demo.request')}
        </button>
      ) : (
        <div className="demo-request__otp" data-otp-section="">
          <p>{t('leads.demo.otpHelp', String(sent?.email ?? ''))}</p>
          <label>
            {t('leads.demo.otp')}
            <input
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
            />
          </label>
          <button type="button" className="button" disabled={busy} onClick={() => void checkCode()}>
            {t('leads.demo.verify')}
          </button>{' '}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void requestCode()}
          >
            {t('leads.demo.resend')}
          </button>
        </div>
      )}
      {step === 'confirm' ? (
        <div className="marketing-modal" role="dialog" aria-modal="true" aria-labelledby={popupTitle}>
          <div className="marketing-modal__box">
            <h2 id={popupTitle}>{t('leads.demo.verifiedTitle')}</h2>
            <p>{t('leads.demo.confirmBody')}</p>
            <button type="button" className="button" disabled={busy} onClick={() => void verify()} autoFocus>
              {t('leads.demo.confirm')}
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}

export const demoRequestBlockDefinition: BlockDefinition<DemoRequestBlock, null> = {
  type: 'demo_request',
  load: async () => null,
  Component: ({ block, editor }) => <DemoRequest block={block} editor={editor} />,
};
