import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { emailProblem, emailProblemKeys, emailProblems, mailingMessages } from './contract';

describe('the newsletter provider messages (SPEC §5)', () => {
  it('are worded as SPEC §5 gives them', () => {
    expect(mailingMessages).toMatchObject({
      empty: 'Please enter a value',
      single_at: 'An email address must contain a single @',
      username: 'The username portion of the email address is invalid (the portion before the @)',
      domain: 'The domain portion of the email address is invalid (the portion after the @)',
      fake: 'This email address looks fake or invalid. Please enter a real email address.',
    });
  });

  it('read the same on the site as from the server, in English', () => {
    for (const problem of emailProblems)
      expect(t('en_US', emailProblemKeys[problem])).toBe(mailingMessages[problem]);
  });

  it.each([
    ['   ', 'empty'],
    ['john.example.org', 'single_at'],
    ['john..doe@example.org', 'username'],
    ['john@example', 'domain'],
    ['qwerty@qwerty.com', 'fake'],
  ])('names the reason for %j: %s', (address, problem) => {
    expect(emailProblem(address)).toBe(problem);
  });
});
