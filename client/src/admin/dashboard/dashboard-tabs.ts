import type { ComponentType } from 'react';
import type { Capability } from '@pageant/common/content/admin-roles';
import BrandCarouselTab from './tabs/brand-carousel-tab';
import CsrSlidesTab from './tabs/csr-slides-tab';
import EventToggleTab from './tabs/event-toggle-tab';
import HomeImagesTab from './tabs/home-images-tab';
import PressMediaTab from './tabs/press-media-tab';
import SponsorSlidesTab from './tabs/sponsor-slides-tab';
import TeamManageTab from './tabs/team-manage-tab';
import TestimonialsTab from './tabs/testimonials-tab';

export interface DashboardTab {
  id: string;
  /** Exact SPEC §2 wording, misspellings included; also the value stored under 'activeTab'. */
  label: string;
  Panel: ComponentType;
  /** Issue #34: the tab is shown to roles that may `see`; its controls work for roles that may `change`. */
  see: Capability;
  change: Capability;
}

const CONTENT = { see: 'content.read', change: 'content.write' } as const;

export const DASHBOARD_TABS: readonly DashboardTab[] = [
  { id: 'home-images', label: 'Home Images', Panel: HomeImagesTab, ...CONTENT },
  { id: 'team', label: 'Team Manage', Panel: TeamManageTab, ...CONTENT },
  { id: 'press-media', label: 'Press & Media Manage', Panel: PressMediaTab, ...CONTENT },
  { id: 'sponsors', label: 'Sponser Slides', Panel: SponsorSlidesTab, ...CONTENT },
  { id: 'csr', label: 'CSR Slides', Panel: CsrSlidesTab, ...CONTENT },
  { id: 'testimonials', label: 'Testimonials Slides', Panel: TestimonialsTab, ...CONTENT },
  { id: 'event', label: 'Event On/Off', Panel: EventToggleTab, see: 'event', change: 'event' },
  { id: 'brand-carousel', label: 'Brand Caraousel For HomePage', Panel: BrandCarouselTab, ...CONTENT },
];

export const DEFAULT_TAB = 'Home Images';
