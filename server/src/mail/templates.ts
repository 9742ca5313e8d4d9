/** Outgoing mail copy (DESIGN §1 mail row): plain text and escaped HTML, one function per message. */
import { MONTHLY_MULTIPLIER } from '@pageant/common';
import { formatMoney, type Currency } from '@pageant/common/content/pricing';
import { LOGIN_LINK_TTL_MINUTES } from '@pageant/common/content/cockpit';
import { CSR_MSG } from '@pageant/common/content/csr-drive';

export const BRAND_NAME = 'Season 10 Pageant';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value from a user or the database passes through this before it reaches HTML. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Header-safe single line: no control characters, capped. */
const oneLine = (value: unknown, max = 120) =>
  String(value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** 'INR 2,500' or 'INR 2,500.50' (Indian digit grouping). */
export function formatInr(amount: string | number): string {
  const n = Number(amount);
  if (!Number.isFinite(n)) return `INR ${oneLine(amount, 20)}`;
  const whole = Number.isInteger(n);
  return `INR ${n.toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/**
 * An amount as a mail states it: rupees as 'INR 2,500' (as every mail has since launch), dollars as
 * '$1,250.50' with US grouping (issue #17).
 */
export function formatMailAmount(amount: string | number, currency: Currency = 'INR'): string {
  if (currency === 'INR') return formatInr(amount);
  const n = Number(amount);
  return Number.isFinite(n) ? formatMoney(n, currency) : `${currency} ${oneLine(amount, 20)}`;
}

export const greetingName = (name: unknown) => oneLine(name) || 'friend';

/** Wraps body paragraphs (already escaped HTML) in a simple, email-client-safe layout. */
export function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${p}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#FBF7F0;color:#1a1a1a;font-family:Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#2B0A3D;color:#C9A227;padding:16px 24px;border-radius:8px 8px 0 0;font-family:Georgia,serif;font-size:20px">${escapeHtml(BRAND_NAME)}</div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px">
${body}
<p style="margin:24px 0 0;line-height:1.6">With warm regards,<br>The ${escapeHtml(BRAND_NAME)} team</p>
</div>
</div>
</body></html>`;
}

/** The public receipt page of a payment; every receipt mail links to it. */
export function paymentReceiptUrl(publicUrl: string, txnid: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/receipt/${encodeURIComponent(txnid)}`;
}

const receiptText = (url: string | undefined) => (url ? [`See or print your receipt at any time:\n${url}`] : []);
const receiptHtml = (url: string | undefined) =>
  url ? [`<a href="${escapeHtml(url)}" style="color:#2B0A3D;font-weight:bold">See or print your receipt</a> at any time.`] : [];

/**
 * Her way into her cockpit (/me, issue #30): a fresh single-use link, and the page where she asks
 * for another once it has expired (it works once, for LOGIN_LINK_TTL_MINUTES).
 */
export interface SignInLinks {
  loginUrl: string;
  signinUrl: string;
}

const signInText = (links: SignInLinks | undefined) =>
  links
    ? [
        `Follow your campaign on your own page. Sign in with this link (it works once, for ${LOGIN_LINK_TTL_MINUTES} minutes):\n${links.loginUrl}`,
        `Ask for a new sign-in link any time at:\n${links.signinUrl}`,
      ]
    : [];
const signInHtml = (links: SignInLinks | undefined) =>
  links
    ? [
        `Follow your campaign on your own page: <a href="${escapeHtml(links.loginUrl)}" style="color:#2B0A3D;font-weight:bold">Sign in to my campaign page</a> (the link works once, for ${LOGIN_LINK_TTL_MINUTES} minutes).`,
        `Ask for a new sign-in link any time at <a href="${escapeHtml(links.signinUrl)}">${escapeHtml(links.signinUrl)}</a>.`,
      ]
    : [];

const signature = `With warm regards,\nThe ${BRAND_NAME} team`;
export const textBody = (paragraphs: string[]) => `${paragraphs.join('\n\n')}\n\n${signature}\n`;

export function donationReceipt(input: {
  name?: string | null;
  amount: string | number;
  /** The payment's currency; rupees when absent. */
  currency?: Currency;
  mode: 'once' | 'monthly' | string;
  meals: number;
  txnid: string;
  receiptUrl?: string;
  /** Issue #33: the contestant whose charity drive the gift supports (her name), if any. */
  drive?: string | null;
}): MailContent {
  const name = greetingName(input.name);
  const amount = formatMailAmount(input.amount, input.currency);
  const drive = input.drive ? [`${CSR_MSG.giftSupports(oneLine(input.drive, 120))}.`] : [];
  // A monthly gift is charged once, today, for all twelve months (SPEC's x12 rule): say so, so the
  // total is never read as a sum taken every month.
  const monthly = input.mode === 'monthly';
  const perMonth = formatMailAmount(Math.round((Number(input.amount) / MONTHLY_MULTIPLIER) * 100) / 100, input.currency);
  const paidFor = monthly ? `, paid today for ${MONTHLY_MULTIPLIER} months (${perMonth} a month)` : '';
  const frequency = monthly ? `Monthly: ${perMonth} a month for ${MONTHLY_MULTIPLIER} months, paid in one payment today` : 'One-time';
  const meals = Math.max(0, Math.floor(input.meals));
  const mealLine = meals === 1 ? 'one meal' : `${meals.toLocaleString('en-IN')} meals`;
  const subject = `Thank you for your donation of ${amount} - ${BRAND_NAME}`;
  const text = textBody([
    `Dear ${name},`,
    `Thank you for your generous donation of ${amount}${paidFor}. It provides ${mealLine} for children who need them.`,
    ...drive,
    `Your receipt:\n  Amount: ${amount}\n  Frequency: ${frequency}\n  Meals pledged: ${meals}\n  Transaction ID: ${oneLine(input.txnid, 64)}`,
    ...receiptText(input.receiptUrl),
    'Please keep this email for your records.',
  ]);
  const html = layout(subject, [
    `Dear ${escapeHtml(name)},`,
    `Thank you for your generous donation of <strong>${escapeHtml(amount)}</strong>${escapeHtml(paidFor)}. It provides <strong>${escapeHtml(mealLine)}</strong> for children who need them.`,
    ...drive.map(escapeHtml),
    `<strong>Your receipt</strong><br>Amount: ${escapeHtml(amount)}<br>Frequency: ${escapeHtml(frequency)}<br>Meals pledged: ${escapeHtml(meals)}<br>Transaction ID: ${escapeHtml(oneLine(input.txnid, 64))}`,
    ...receiptHtml(input.receiptUrl),
    'Please keep this email for your records.',
  ]);
  return { subject, text, html };
}

/** detailsUrl is `${publicUrl}/confirmdetail?id=TOKEN` (see registrationDetailsUrl). */
export function registrationConfirmation(input: {
  name?: string | null;
  detailsUrl: string;
  receiptUrl?: string;
  /** The fee paid and its currency; the mail states it when given. */
  fee?: { amount: string | number; currency: Currency };
  signIn?: SignInLinks;
}): MailContent {
  const name = greetingName(input.name);
  const fee = input.fee ? formatMailAmount(input.fee.amount, input.fee.currency) : null;
  const subject = `Your registration is confirmed - ${BRAND_NAME}`;
  const text = textBody([
    `Dear ${name},`,
    `Congratulations! We have received your registration fee and your place in ${BRAND_NAME} is confirmed.`,
    `Next step: please complete your personal details and upload your pictures here:\n${input.detailsUrl}`,
    'This link is personal to you: please do not share it.',
    ...(fee ? [`Registration fee paid: ${fee}`] : []),
    ...receiptText(input.receiptUrl),
    ...signInText(input.signIn),
  ]);
  const url = escapeHtml(input.detailsUrl);
  const html = layout(subject, [
    `Dear ${escapeHtml(name)},`,
    `Congratulations! We have received your registration fee and your place in ${escapeHtml(BRAND_NAME)} is confirmed.`,
    `Next step: please complete your personal details and upload your pictures.<br><a href="${url}" style="display:inline-block;margin-top:12px;padding:10px 20px;background:#C9A227;color:#2B0A3D;border-radius:6px;text-decoration:none;font-weight:bold">Complete my details</a>`,
    `If the button does not work, copy this link into your browser:<br><a href="${url}">${url}</a>`,
    'This link is personal to you: please do not share it.',
    ...(fee ? [`Registration fee paid: <strong>${escapeHtml(fee)}</strong>`] : []),
    ...receiptHtml(input.receiptUrl),
    ...signInHtml(input.signIn),
  ]);
  return { subject, text, html };
}

/** The personal details link mailed to a registered contestant. */
export function registrationDetailsUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/confirmdetail?id=${encodeURIComponent(token)}`;
}

export function detailsReceipt(input: { name?: string | null }): MailContent {
  const name = greetingName(input.name);
  const subject = `We have received your details - ${BRAND_NAME}`;
  const text = textBody([
    `Dear ${name},`,
    'Thank you for completing your details and pictures. Your registration is now complete.',
    'Our team will review your profile and contact you about the next steps. We look forward to seeing you shine!',
  ]);
  const html = layout(subject, [
    `Dear ${escapeHtml(name)},`,
    'Thank you for completing your details and pictures. Your registration is now complete.',
    'Our team will review your profile and contact you about the next steps. We look forward to seeing you shine!',
  ]);
  return { subject, text, html };
}

export function voteReceipt(input: {
  name?: string | null;
  candidateName: string;
  votes: number;
  amount: string | number;
  /** The payment's currency; rupees when absent. */
  currency?: Currency;
  txnid: string;
  receiptUrl?: string;
}): MailContent {
  const name = greetingName(input.name);
  const candidate = oneLine(input.candidateName) || 'your favourite contestant';
  const votes = Math.max(0, Math.floor(input.votes));
  const voteWord = votes === 1 ? 'vote' : 'votes';
  const amount = formatMailAmount(input.amount, input.currency);
  const subject = `Your ${votes} ${voteWord} for ${candidate} - ${BRAND_NAME}`;
  const text = textBody([
    `Dear ${name},`,
    `Thank you for voting! Your ${votes} ${voteWord} for ${candidate} have been counted.`,
    `Your receipt:\n  Contestant: ${candidate}\n  Votes: ${votes}\n  Amount: ${amount}\n  Transaction ID: ${oneLine(input.txnid, 64)}`,
    ...receiptText(input.receiptUrl),
  ]);
  const html = layout(subject, [
    `Dear ${escapeHtml(name)},`,
    `Thank you for voting! Your <strong>${votes} ${voteWord}</strong> for <strong>${escapeHtml(candidate)}</strong> have been counted.`,
    `<strong>Your receipt</strong><br>Contestant: ${escapeHtml(candidate)}<br>Votes: ${votes}<br>Amount: ${escapeHtml(amount)}<br>Transaction ID: ${escapeHtml(oneLine(input.txnid, 64))}`,
    ...receiptHtml(input.receiptUrl),
  ]);
  return { subject, text, html };
}

/** Her public vote page, the link she shares with her fans. */
export function contestantVoteUrl(publicUrl: string, candidateId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/contestants/vote/${encodeURIComponent(candidateId)}`;
}

/** The admin shortlisted her (contestant pipeline, issue #29): what happens next. */
export function contestantShortlisted(input: { name?: string | null }): MailContent {
  const name = greetingName(input.name);
  const subject = `You have been shortlisted - ${BRAND_NAME}`;
  const paragraphs = [
    'Congratulations! Our team has reviewed your details and pictures, and you are shortlisted for the voting round.',
    'What happens next: we prepare your contestant card from one of your photos and put you on the public voting page. We will mail you again as soon as you are live, with your personal vote link and a share card to send to your friends and fans.',
    'There is nothing you need to do now.',
  ];
  return {
    subject,
    text: textBody([`Dear ${name},`, ...paragraphs]),
    html: layout(subject, [`Dear ${escapeHtml(name)},`, ...paragraphs.map(escapeHtml)]),
  };
}

/** The admin declined her: the reason she was given, politely. */
export function contestantDeclined(input: { name?: string | null; reason: string }): MailContent {
  const name = greetingName(input.name);
  const subject = `About your registration - ${BRAND_NAME}`;
  const opening = 'Thank you for registering and for the time you put into your details and pictures.';
  const decision =
    'After careful review, we are sorry to tell you that we cannot take your registration forward to the voting round this season. The reason our team gave:';
  const closing =
    'We are grateful for your interest, and we wish you every success. If you have any questions, simply reply to this email.';
  return {
    subject,
    text: textBody([`Dear ${name},`, opening, decision, `  ${input.reason}`, closing]),
    html: layout(subject, [
      `Dear ${escapeHtml(name)},`,
      escapeHtml(opening),
      escapeHtml(decision),
      `<em>${escapeHtml(input.reason)}</em>`,
      escapeHtml(closing),
    ]),
  };
}

/** She is on the voting page: her vote link and her share card. */
export function contestantLive(input: { name?: string | null; voteUrl: string; shareCardUrl: string; signIn?: SignInLinks }): MailContent {
  const name = greetingName(input.name);
  const subject = `You are on the voting page - ${BRAND_NAME}`;
  const intro = 'Great news: your contestant card is live on the voting page, and your fans can vote for you now.';
  const share =
    'Share your vote link on WhatsApp, Instagram and with everyone who supports you. The link shows your share card in the preview; you can also download it and post it yourself.';
  const voteUrl = escapeHtml(input.voteUrl);
  const cardUrl = escapeHtml(input.shareCardUrl);
  return {
    subject,
    text: textBody([
      `Dear ${name},`,
      intro,
      `Your vote link:\n${input.voteUrl}`,
      `Your share card:\n${input.shareCardUrl}`,
      share,
      ...signInText(input.signIn),
    ]),
    html: layout(subject, [
      `Dear ${escapeHtml(name)},`,
      escapeHtml(intro),
      `<a href="${voteUrl}" style="display:inline-block;padding:10px 20px;background:#C9A227;color:#2B0A3D;border-radius:6px;text-decoration:none;font-weight:bold">Open my vote page</a><br>${voteUrl}`,
      `<a href="${cardUrl}">Download my share card</a>`,
      escapeHtml(share),
      ...signInHtml(input.signIn),
    ]),
  };
}

/** An owner invited her to the back office (issue #34): the single-use link where she sets her password. */
export function adminInvitation(input: { name: string; roleLabel: string; inviteUrl: string; hours: number }): MailContent {
  const name = greetingName(input.name);
  const subject = `You are invited to the ${BRAND_NAME} back office`;
  const intro = `You have been invited to the ${BRAND_NAME} back office as ${input.roleLabel}.`;
  const how = `Set your password with this link. It works once, for ${input.hours} hours; after that, ask the owner for a new one.`;
  const after = 'Then sign in at the admin login page with this e-mail address as your username.';
  const ignore = 'If you did not expect this invitation, you can ignore this e-mail.';
  const url = escapeHtml(input.inviteUrl);
  return {
    subject,
    text: textBody([`Dear ${name},`, intro, `${how}\n${input.inviteUrl}`, after, ignore]),
    html: layout(subject, [
      `Dear ${escapeHtml(name)},`,
      escapeHtml(intro),
      `${escapeHtml(how)}<br><a href="${url}" style="display:inline-block;margin-top:8px;padding:10px 20px;background:#C9A227;color:#2B0A3D;border-radius:6px;text-decoration:none;font-weight:bold">Set my password</a><br>${url}`,
      escapeHtml(after),
      escapeHtml(ignore),
    ]),
  };
}
