import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from './account-mails.js';

describe('account mails', () => {
  it('greet by a valid first name only; a stored name with new lines or a link is left out', () => {
    expect(verificationMail('ada@example.com', 'Ada', 'https://shop.example/verifyaccount/x').text.split('\n')[0]).toBe('Hi Ada,');
    for (const name of ['Ada\nSECURITY NOTICE: your account is locked', 'Sign in at evil.example', 'x'.repeat(40), '']) {
      for (const mail of [verificationMail('ada@example.com', name, 'https://shop.example/verifyaccount/x'), passwordResetMail('ada@example.com', name, 'https://shop.example/newPassword/u/c')]) {
        expect(mail.text.split('\n')[0]).toBe('Hi,');
        expect(mail.text).not.toContain('SECURITY');
        expect(mail.text).not.toContain('evil.example');
      }
    }
  });
});
