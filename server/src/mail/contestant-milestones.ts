/** The mails that keep a contestant going (issue #30): her milestones and her daily digest. */
import type { VoteSource } from '@pageant/common/content/cockpit';
import { BRAND_NAME, escapeHtml, greetingName, layout, textBody, type MailContent } from './templates';

/** Her public vote page and her cockpit: every one of these mails ends with both. */
export interface CampaignLinks {
  voteUrl: string;
  meUrl: string;
}

/** Counts as she reads them elsewhere on the site (Indian digit grouping). */
const count = (n: number) => Math.max(0, Math.floor(n)).toLocaleString('en-IN');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** How the digest names where most of her votes came from. */
export const SOURCE_WORDS: Record<VoteSource, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  qr: 'the QR poster',
  copy: 'a copied link',
  direct: 'direct visits',
};

const button = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 20px;background:#C9A227;color:#2B0A3D;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

function campaignMail(input: {
  name?: string | null;
  subject: string;
  news: string[];
  links: CampaignLinks;
  footer?: string;
}): MailContent {
  const name = greetingName(input.name);
  const { voteUrl, meUrl } = input.links;
  const share = 'Keep sharing your vote link with everyone who supports you:';
  const follow = 'Follow your votes, where they come from and your supporters’ cheers on your campaign page:';
  const footer = input.footer ? [input.footer] : [];
  return {
    subject: input.subject,
    text: textBody([`Dear ${name},`, ...input.news, `${share}\n${voteUrl}`, `${follow}\n${meUrl}`, ...footer]),
    html: layout(input.subject, [
      `Dear ${escapeHtml(name)},`,
      ...input.news.map(escapeHtml),
      `${escapeHtml(share)}<br>${button(voteUrl, 'Open my vote page')}<br>${escapeHtml(voteUrl)}`,
      `${escapeHtml(follow)} <a href="${escapeHtml(meUrl)}">${escapeHtml(meUrl)}</a>`,
      ...footer.map(escapeHtml),
    ]),
  };
}

/**
 * She reached `milestone` votes (1, 100, 1,000 or 10,000). It names the threshold, never her exact
 * count nor a rank: the mail is sent only while counts are public, but it may be forwarded for days.
 */
export function voteMilestone(input: { name?: string | null; milestone: number; links: CampaignLinks }): MailContent {
  const first = input.milestone === 1;
  const subject = first ? `Your first vote is in - ${BRAND_NAME}` : `You have reached ${count(input.milestone)} votes - ${BRAND_NAME}`;
  const news = first
    ? ['Someone has just voted for you: your campaign is on its way!']
    : [`Congratulations: ${count(input.milestone)} votes and counting. Your supporters are behind you.`];
  return campaignMail({ name: input.name, subject, news, links: input.links });
}

/** She entered the top 3 (sent once, and never while counts are hidden). */
export function topThree(input: { name?: string | null; links: CampaignLinks }): MailContent {
  return campaignMail({
    name: input.name,
    subject: `You are in the top 3 - ${BRAND_NAME}`,
    news: ['You are now among the three contestants with the most votes. Every vote counts from here on.'],
    links: input.links,
  });
}

/** Yesterday's votes in one line ("1,250 votes yesterday from 14 supporters; most came from WhatsApp"). */
export function dailyDigest(input: {
  name?: string | null;
  votes: number;
  supporters: number;
  topSource: VoteSource;
  links: CampaignLinks;
}): MailContent {
  const line = `${plural(input.votes, 'vote', 'votes')} yesterday from ${plural(input.supporters, 'supporter', 'supporters')}; most came from ${SOURCE_WORDS[input.topSource]}.`;
  return campaignMail({
    name: input.name,
    subject: `${plural(input.votes, 'vote', 'votes')} yesterday - ${BRAND_NAME}`,
    news: [line],
    links: input.links,
    footer: 'You get this summary on mornings after a day with votes. To stop it, switch off the daily summary on your campaign page.',
  });
}
