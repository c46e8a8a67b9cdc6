/** The three mails of the identity flows; plain text with a minimal HTML twin. */
import type { Mail } from './mailer.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, intro: string, link: string, outro: string): Mail {
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: `<p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(link)}</a></p><p>${escape(outro)}</p>`,
  };
}

export function invitationMail(to: string, name: string, link: string): Mail {
  return mail(
    to,
    'You have been invited to Opsdeck',
    `Hello ${name}, an administrator invited you to Opsdeck. Open this link to create your account:`,
    link,
    'The link works once and expires in 7 days.',
  );
}

export function recoveryMail(to: string, link: string): Mail {
  return mail(
    to,
    'Recover your Opsdeck account',
    'Someone asked to reset the password of this Opsdeck account. Open this link to choose a new password:',
    link,
    'If it was not you, ignore this mail; the link expires in one hour.',
  );
}

export function verificationMail(to: string, link: string): Mail {
  return mail(to, 'Verify your e-mail address', 'Open this link to verify your e-mail address for Opsdeck:', link, '');
}
