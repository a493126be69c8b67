import { describe, expect, it } from 'vitest';
import { isTrustedUrl, linkDestination } from './trusted-url';

const server = 'http://127.0.0.1:43117';

describe('isTrustedUrl', () => {
  it('trusts the embedded server’s own pages', () => {
    expect(isTrustedUrl(`${server}/admin/`, server)).toBe(true);
    expect(isTrustedUrl(`${server}/web/login/desktop?token=abc`, server)).toBe(true);
    expect(isTrustedUrl(`${server}/shop#cart`, server)).toBe(true);
    expect(isTrustedUrl(`${server}/`, `${server}/`)).toBe(true);
  });

  it('does not trust another port, host, scheme or a look-alike host', () => {
    expect(isTrustedUrl('http://127.0.0.1:43118/admin/', server)).toBe(false);
    expect(isTrustedUrl('http://localhost:43117/admin/', server)).toBe(false);
    expect(isTrustedUrl('https://127.0.0.1:43117/admin/', server)).toBe(false);
    expect(isTrustedUrl('http://127.0.0.1.evil.example:43117/', server)).toBe(false);
    expect(isTrustedUrl('http://127.0.0.1:43117@evil.example/', server)).toBe(false);
    expect(isTrustedUrl('http://user:pass@127.0.0.1:43117/admin/', server)).toBe(false);
  });

  it('never trusts script, file, data or unparsable URLs', () => {
    expect(isTrustedUrl('javascript:alert(1)', server)).toBe(false);
    expect(isTrustedUrl('file:///etc/passwd', server)).toBe(false);
    expect(isTrustedUrl('data:text/html,<script>alert(1)</script>', server)).toBe(false);
    expect(isTrustedUrl('not a url', server)).toBe(false);
    expect(isTrustedUrl(`${server}/admin/`, '')).toBe(false);
  });
});

describe('linkDestination', () => {
  it('keeps the server’s pages in the app', () => {
    expect(linkDestination(`${server}/admin/outbox`, server)).toBe('app');
  });

  it('sends other web pages to the system browser', () => {
    expect(linkDestination('https://www.example.com/help?q=1', server)).toBe('browser');
    expect(linkDestination('http://localhost:43117/', server)).toBe('browser');
    expect(linkDestination('HTTPS://EXAMPLE.COM/', server)).toBe('browser');
  });

  it('refuses everything that is not http or https outright', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'file:///C:/Windows/System32/calc.exe',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'ms-msdt:/id PCWDiagnostic',
      'smb://attacker.example/share',
      'mailto:owner@example.com',
      'http://user:secret@example.com/',
      '',
      '//example.com/no-scheme',
    ]) {
      expect(linkDestination(url, server), url).toBe('refused');
    }
  });
});
