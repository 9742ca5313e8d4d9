/** Mails to a contestant about her cockpit (/me, issue #30), in the house style of templates.ts. */
import { LOGIN_LINK_TTL_MINUTES } from '@pageant/common/content/cockpit';
import { BRAND_NAME, escapeHtml, greetingName, layout, textBody, type MailContent, type SignInLinks } from './templates';

/** The link she asked for on /me/signin. */
export function contestantSignInLink(input: { name?: string | null; links: SignInLinks }): MailContent {
  const name = greetingName(input.name);
  const subject = `Your sign-in link - ${BRAND_NAME}`;
  const { loginUrl, signinUrl } = input.links;
  const works = `The link works once, for ${LOGIN_LINK_TTL_MINUTES} minutes. If it has expired, ask for a new one at:`;
  const notYou = 'If you did not ask for this link, you can ignore this e-mail: nobody can sign in without it.';
  const url = escapeHtml(loginUrl);
  return {
    subject,
    text: textBody([`Dear ${name},`, `Here is your link to sign in to your campaign page:\n${loginUrl}`, `${works}\n${signinUrl}`, notYou]),
    html: layout(subject, [
      `Dear ${escapeHtml(name)},`,
      `Here is your link to sign in to your campaign page.<br><a href="${url}" style="display:inline-block;margin-top:12px;padding:10px 20px;background:#C9A227;color:#2B0A3D;border-radius:6px;text-decoration:none;font-weight:bold">Sign in to my campaign page</a>`,
      `If the button does not work, copy this link into your browser:<br><a href="${url}">${url}</a>`,
      `${escapeHtml(works)} <a href="${escapeHtml(signinUrl)}">${escapeHtml(signinUrl)}</a>`,
      escapeHtml(notYou),
    ]),
  };
}
