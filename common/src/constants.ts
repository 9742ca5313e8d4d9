/** Business constants of SPEC §9, shared by server and client so each exists once. */

export const SEASON = 10;
export const PREVIOUS_SEASON = 9;

export const REGISTRATION_FEE_INR = 2000;
export const VOTE_PRICE_INR = 100;

/** Package size -> price per vote in rupees (SPEC §9). */
export const VOTE_PACKAGES = [
  { votes: 750, pricePerVote: 50 },
  { votes: 1000, pricePerVote: 30 },
  { votes: 2000, pricePerVote: 20 },
  { votes: 5000, pricePerVote: 15 },
  { votes: 10000, pricePerVote: 10 },
  { votes: 30000, pricePerVote: 5 },
  { votes: 100000, pricePerVote: 2 },
] as const;

export const DONATION_PRESETS_INR = [5000, 2500, 2000, 1500, 1000, 500] as const;
export const MONTHLY_MULTIPLIER = 12;
export const MEAL_COST_INR = 50;

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const TOP_STRIP_SIZE = 10;
export const IMAGE_GALLERY_INITIAL = 12;
export const DETAILS_REDIRECT_MS = 5000;
export const REQUIRED_PICTURES = 3;

export const HOME_IMAGE_TYPES = ['home1', 'home2'] as const;
export type HomeImageType = (typeof HOME_IMAGE_TYPES)[number];

export const TEAM_TYPES = ['leaders', 'directors', 'coreteam'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

export const MEDIA_TYPES = ['mediaCoverage', 'imageGallery', 'fashionGallery', 'brand', 'shoot', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const NGO_DEFAULT_SECTION = 'initiative';
export const NGO_CSR_SECTION = 'csr';

export const COMPETITION_SECTION_TYPES = ['content', 'content-list', 'image'] as const;
export type CompetitionSectionType = (typeof COMPETITION_SECTION_TYPES)[number];

export const CATEGORIES = ['Miss', 'Mrs'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PAYMENT_PURPOSES = ['registration', 'vote', 'donation'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_STATUSES = ['initiated', 'pending', 'success', 'failure', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DONATION_MODES = ['once', 'monthly'] as const;
export type DonationMode = (typeof DONATION_MODES)[number];

/** UI timings and sizes (SPEC §9). */
export const BREAKPOINT_MOBILE_PX = 768;
export const TEAM_MOBILE_BELOW_PX = 992;
export const SIDEBAR_COLLAPSED_PX = 70;
export const SIDEBAR_EXPANDED_PX = 220;
export const ACTIVE_TAB_STORAGE_KEY = 'activeTab';
export const SIDEBAR_STORAGE_KEY = 'sidebarCollapsed';
export const BACK_TO_TOP_AFTER_PX = 300;
export const BIRD_TOGGLE_MS = 35_000;
export const MESSAGE_CLEAR_MS = 3000;

/** Keys blocked product-wide (SPEC §1). */
export const BLOCKED_KEY_COMBOS = [
  { key: 'F12', ctrl: false, shift: false },
  { key: 'I', ctrl: true, shift: true },
  { key: 'J', ctrl: true, shift: true },
  { key: 'U', ctrl: true, shift: false },
] as const;
