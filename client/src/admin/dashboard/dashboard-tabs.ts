import type { ComponentType } from 'react';
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
}

export const DASHBOARD_TABS: readonly DashboardTab[] = [
  { id: 'home-images', label: 'Home Images', Panel: HomeImagesTab },
  { id: 'team', label: 'Team Manage', Panel: TeamManageTab },
  { id: 'press-media', label: 'Press & Media Manage', Panel: PressMediaTab },
  { id: 'sponsors', label: 'Sponser Slides', Panel: SponsorSlidesTab },
  { id: 'csr', label: 'CSR Slides', Panel: CsrSlidesTab },
  { id: 'testimonials', label: 'Testimonials Slides', Panel: TestimonialsTab },
  { id: 'event', label: 'Event On/Off', Panel: EventToggleTab },
  { id: 'brand-carousel', label: 'Brand Caraousel For HomePage', Panel: BrandCarouselTab },
];

export const DEFAULT_TAB = 'Home Images';
