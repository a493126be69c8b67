import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldProblem, remoteProblem, validatorMessages, type CheckedField } from './form-validator';

const text = (fields: Partial<CheckedField>): CheckedField => ({
  name: 'f',
  value: '',
  kind: 'text',
  required: false,
  ...fields,
});

describe('the form validator (SPEC §5)', () => {
  it('wants required text, a checked required box, and says so in its words or the field’s', () => {
    expect(fieldProblem(text({ required: true, value: '  ' }))).toBe(validatorMessages.required);
    expect(
      fieldProblem(text({ required: true, value: '', messages: { required: 'Your name, please' } })),
    ).toBe('Your name, please');
    expect(
      fieldProblem({ name: 'terms', value: 'on', kind: 'checkbox', required: true, checked: false }),
    ).toBe(validatorMessages.required);
    expect(
      fieldProblem({ name: 'plan', value: 'a', kind: 'radio', required: true, checked: true }),
    ).toBeNull();
    expect(fieldProblem(text({ value: '' }))).toBeNull();
  });

  it('checks data-minlength and data-match, then the browser’s own validity', () => {
    expect(fieldProblem(text({ value: 'abc', minLength: 4 }))).toBe('Not long enough');
    expect(fieldProblem(text({ value: 'abcd', minLength: 4 }))).toBeNull();
    expect(fieldProblem(text({ value: 'secret1', matchValue: 'secret2' }))).toBe('Does not match');
    expect(fieldProblem(text({ value: 'same', matchValue: 'same' }))).toBeNull();
    expect(
      fieldProblem(text({ value: 'x', matchValue: 'y', messages: { match: 'The passwords differ' } })),
    ).toBe('The passwords differ');
    expect(fieldProblem(text({ value: 'not-mail', nativeMessage: 'Please include an @' }))).toBe(
      'Please include an @',
    );
    expect(
      fieldProblem(text({ value: 'not-mail', nativeMessage: 'x', messages: { any: 'Check this' } })),
    ).toBe('Check this');
  });
});

describe('the remote check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends GET path?name=value and refuses with the answer’s text unless it is 2xx', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return url.includes('taken') ? new Response('This name is taken', { status: 409 }) : new Response('ok');
    });
    expect(await remoteProblem('/check/username', 'login', 'free name')).toBeNull();
    expect(await remoteProblem('/check/username', 'login', 'taken')).toBe('This name is taken');
    expect(calls[0]).toBe('/check/username?login=free+name');
  });
});
