/**
 * The portal's signature form (SPEC §2, §4, §5): a name field, a drawing pad, a clear button and
 * submit. Checked before sending (the name, and a drawing different from the blank pad; else the
 * fields are flagged and nothing is sent); then idle → submitting (button disabled with a spinner) →
 * error (the server's message above the button, the button back) or success (the form replaced,
 * then a refresh or the redirect the server gives).
 */
import { useEffect, useRef, useState, type FormEvent, type PointerEvent } from 'react';
import type { AcceptResult } from '@shared/orders/quotations';
import { rpc, RpcError } from '../../../core/site/json-rpc';
import { useT } from '../../../core/site/shell-data';

type Phase =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'error'; message: string }
  | { kind: 'success'; message: string };

export function SignatureForm({
  orderId,
  accessToken,
  defaultName,
  drawing,
}: {
  orderId: number;
  accessToken: string | null;
  defaultName: string;
  /** false: the quotation is accepted by name only. */
  drawing: boolean;
}) {
  const t = useT();
  const pad = useRef<HTMLCanvasElement>(null);
  const blank = useRef('');
  const drawingNow = useRef(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [invalid, setInvalid] = useState<{ name: boolean; pad: boolean }>({ name: false, pad: false });

  useEffect(() => {
    const canvas = pad.current;
    if (!canvas) return;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    blank.current = canvas.toDataURL('image/png');
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * canvas.width) / box.width,
      y: ((event.clientY - box.top) * canvas.height) / box.height,
    };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawingNow.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { x, y } = point(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawingNow.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const stop = () => {
    drawingNow.current = false;
  };
  const clear = () => {
    const canvas = pad.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = (new FormData(event.currentTarget).get('partner_name') ?? '').toString().trim();
    const image = drawing ? (pad.current?.toDataURL('image/png') ?? '') : '';
    const problems = { name: name === '', pad: drawing && image === blank.current };
    setInvalid(problems);
    if (problems.name || problems.pad) return;
    setPhase({ kind: 'submitting' });
    try {
      const result = await rpc<AcceptResult>(`/my/orders/${orderId}/accept`, {
        res_id: orderId,
        access_token: accessToken,
        partner_name: name,
        signature: image,
      });
      if (result.error) return setPhase({ kind: 'error', message: result.error });
      setPhase({ kind: 'success', message: result.success ?? '' });
      if (result.redirect_url) window.location.assign(result.redirect_url);
      else if (result.force_refresh) window.location.reload();
    } catch (error) {
      setPhase({
        kind: 'error',
        message: error instanceof RpcError ? error.message : t('portal.sign.failed'),
      });
    }
  };

  if (phase.kind === 'success')
    return (
      <p role="status" className="alert alert--success" data-signature-success="">
        {phase.message}
      </p>
    );
  return (
    <form className="portal-signature" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="order-sign">{t('portal.sign.title')}</h2>
      <label htmlFor="signature-name">{t('portal.sign.name')}</label>
      <input
        id="signature-name"
        name="partner_name"
        defaultValue={defaultName}
        className={invalid.name ? 'is-invalid' : undefined}
        aria-invalid={invalid.name || undefined}
        autoComplete="name"
      />
      {drawing ? (
        <>
          <canvas
            ref={pad}
            width={500}
            height={160}
            className={`portal-signature__pad${invalid.pad ? ' is-invalid' : ''}`}
            aria-label={t('portal.sign.pad')}
            aria-invalid={invalid.pad || undefined}
            role="img"
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={stop}
            onPointerLeave={stop}
          />
          <button type="button" className="button button--secondary" onClick={clear}>
            {t('portal.sign.clear')}
          </button>
        </>
      ) : null}
      {phase.kind === 'error' ? (
        <p role="alert" className="alert alert--error" data-signature-error="">
          {phase.message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={phase.kind === 'submitting'}>
        {phase.kind === 'submitting' ? <span className="spinner" aria-hidden="true" /> : null}
        {t('portal.sign.submit')}
      </button>
    </form>
  );
}
