import { greeting } from '../../domain/person-name.js';

/**
 * The account mails (plain text; the links are the only thing a reader must act on). The name a
 * person typed appears only as the greeting, and only when it keeps the name rule.
 */
export function verificationMail(to: string, firstName: string, link: string) {
  return {
    to,
    subject: 'Please verify your account',
    text: `${greeting(firstName)}\n\nThank you for signing up! Please verify your account by opening this link:\n\n${link}\n\nIf you did not sign up, you can ignore this e-mail.\n`,
  };
}

export function passwordResetMail(to: string, firstName: string, link: string) {
  return {
    to,
    subject: 'Reset your password',
    text: `${greeting(firstName)}\n\nWe received a request to reset your password. Open this link within 1 hour to choose a new one:\n\n${link}\n\nThe link works once. If you did not ask for this, you can ignore this e-mail; your password stays as it is.\n`,
  };
}
