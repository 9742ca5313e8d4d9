import { SEASON } from '@pageant/common';

/** The organisation's public identity and contact points, in one place for navbar, footer and pages. */
export const SITE = {
  name: 'Indo-US Pageant Alliance',
  shortName: 'IUPA',
  tagline: 'Empowering women through pageantry',
  description: `An Indo-US alliance empowering women through pageantry. We crown Miss and Mrs titleholders who lead with confidence, grace and purpose, and Season ${SEASON} brings its grand finale to Mumbai.`,
  phone: { display: '+91 98200 00000', href: 'tel:+919820000000' },
  email: { display: 'contact@indouspageant.org', href: 'mailto:contact@indouspageant.org' },
  chat: { display: 'Chat on WhatsApp', href: 'https://wa.me/919820000000' },
  offices: [
    { id: 'india', label: 'India office', city: 'Mumbai', address: 'Andheri West, Mumbai, Maharashtra 400053, India' },
    { id: 'us', label: 'New York office', city: 'New York', address: 'Fifth Avenue, New York, NY 10001, USA' },
  ],
} as const;

export type SocialPlatform = 'instagram' | 'facebook' | 'youtube';

export const SOCIAL_LINKS: readonly { platform: SocialPlatform; label: string; href: string }[] = [
  { platform: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/indouspageant' },
  { platform: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/indouspageant' },
  { platform: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@indouspageant' },
];
