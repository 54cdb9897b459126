import type { Mail } from '../../mail/mailer';

export interface Recipient {
  username: string;
  email: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The console page that takes a reset token; built from PUBLIC_URL, never from a request. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/userprofile/password/new/${token}`;
}

export function resetLinkMail(user: Recipient, link: string, ttlMinutes: number): Mail {
  const intro = `A password reset was requested for the user ${user.username}.`;
  const action = `To choose a new password, open this link within ${ttlMinutes} minutes:`;
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    to: user.email,
    subject: 'Reset your password',
    text: `${intro}\n\n${action}\n${link}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

export function passwordChangedMail(user: Recipient): Mail {
  const changed = `The password of the user ${user.username} has been changed.`;
  const support = 'If you did not do this, contact support at once.';
  return {
    to: user.email,
    subject: 'Your password has been changed',
    text: `${changed}\n\n${support}\n`,
    html: `<p>${escapeHtml(changed)}</p><p>${escapeHtml(support)}</p>`,
  };
}
