import type { CampaignLinks } from '../../mail/contestant-milestones';
import { contestantVoteUrl } from '../../mail/templates';

/** Her public vote page and her cockpit, as every mail of this module ends with them. */
export const campaignLinks = (publicUrl: string, candidateId: string): CampaignLinks => ({
  voteUrl: contestantVoteUrl(publicUrl, candidateId),
  meUrl: `${publicUrl.replace(/\/+$/, '')}/me`,
});
