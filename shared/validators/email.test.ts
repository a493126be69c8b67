import { describe, expect, it } from 'vitest';
import { emailProblem } from '../newsletter/contract';
import { EMAIL_MAX_LENGTH, isTextAtText } from './email';

describe('isTextAtText (SPEC §5)', () => {
  it.each(['a@b', 'john.doe@example.org', 'x+tag@sub.example.co.uk', '  ann@example.org  ', 'é@ü'])(
    'accepts %j',
    (address) => expect(isTextAtText(address)).toBe(true),
  );

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['no @', 'john.example.org'],
    ['two @', 'john@doe@example.org'],
    ['@@', 'john@@example.org'],
    ['nothing before the @', '@example.org'],
    ['nothing after the @', 'john@'],
    ['a space before the @', 'jo hn@example.org'],
    ['a space after the @', 'john@exa mple.org'],
    ['a tab', 'john@example\t.org'],
    ['a line break', 'john@example.org\nBcc: x@y'],
  ])('refuses %s', (_why, address) => expect(isTextAtText(address)).toBe(false));

  it('refuses an address longer than SMTP carries, accepts one at the limit', () => {
    const at = (length: number) => `${'a'.repeat(length - 'b@example.org'.length)}b@example.org`;
    expect(isTextAtText(at(EMAIL_MAX_LENGTH))).toBe(true);
    expect(isTextAtText(at(EMAIL_MAX_LENGTH + 1))).toBe(false);
  });
});

describe('the newsletter provider checks build on text@text', () => {
  it.each(['ann@example.org', 'x+tag@sub.example.co.uk', ' Ann@Example.org '])(
    'an address the provider accepts is text@text: %j',
    (address) => {
      expect(emailProblem(address)).toBeNull();
      expect(isTextAtText(address)).toBe(true);
    },
  );

  it.each([
    ['', 'empty'],
    ['john.example.org', 'single_at'],
    ['a@b@example.org', 'single_at'],
    ['@example.org', 'username'],
    ['jo hn@example.org', 'username'],
    ['john@', 'domain'],
    ['john@exa mple.org', 'domain'],
    ['john@localhost', 'domain'],
    ['test@test.com', 'fake'],
  ])('keeps its SPEC §5 reason for %j: %s', (address, problem) => {
    expect(emailProblem(address)).toBe(problem);
  });

  it('refuses an overlong address that passes its other checks as fake', () => {
    const label = 'a'.repeat(60);
    const address = `${'a'.repeat(10)}@${[label, label, label, label].join('.')}.org`;
    expect(address.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(emailProblem(address)).toBe('fake');
  });
});
