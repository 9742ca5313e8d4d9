export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

/** The eight sections of the notice, in the order SPEC §2 lists them. */
export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'source',
    title: 'Source of Your Data',
    paragraphs: [
      'We collect your personal data directly from you when you register as a contestant, complete your additional details, vote or make a donation on this website. We do not buy personal data from third parties.',
    ],
  },
  {
    id: 'types',
    title: 'Types of Data We Collect',
    paragraphs: ['Depending on how you take part, we may hold:'],
    points: [
      'Identity details: your name, date of birth or age proof, gender and marital status.',
      'Contact details: your e-mail address, mobile and WhatsApp number, city and country.',
      'Profile details: the title you are competing for, a short biography and the three photographs you upload.',
      'Payment details: the amount, purpose, reference and status of each payment. Card and bank details are handled by our payment provider and never stored by us.',
    ],
  },
  {
    id: 'purposes',
    title: 'Purposes and Lawful Basis',
    paragraphs: [
      'We use your data to process your registration and payments, evaluate and shortlist contestants, organise grooming and the grand finale, send you updates by e-mail and WhatsApp, display contestant profiles for public voting and meet our legal and accounting obligations.',
      'We rely on the contract you enter into when you register, on your consent (which you may withdraw at any time for optional uses such as promotion), on our legitimate interest in running and promoting the pageant and on our legal obligations.',
    ],
  },
  {
    id: 'disclosure',
    title: 'Disclosure of Your Data',
    paragraphs: [
      'We share your data only with those who help us run the pageant: our payment provider, the judging panel, grooming trainers, event and venue partners, and IT service providers who host this website. Each is bound to use your data only for the service they provide to us.',
      'We may disclose data where the law requires it. We never sell your personal data.',
    ],
  },
  {
    id: 'transfer',
    title: 'Overseas Transfer',
    paragraphs: [
      'As an Indo-US alliance with offices in Mumbai and New York, we may transfer your data between India and the United States. When we do, we apply the same level of protection described in this notice and use contractual safeguards with our service providers.',
    ],
  },
  {
    id: 'retention',
    title: 'Retention',
    paragraphs: [
      'We keep registration and payment records for as long as needed for the season you take part in and afterwards for the period required by tax and accounting law. Photographs published during the season may remain in our press and media archive unless you ask us to remove them.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'We protect your data with encrypted connections, restricted staff access, secured administration accounts and a payment provider that meets industry security standards. No system is completely secure, so please tell us at once if you suspect your information has been misused.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Notice',
    paragraphs: [
      'We may update this notice from time to time, for example when we add new services or when the law changes. The latest version is always published on this page, and we will inform registered contestants of significant changes by e-mail.',
    ],
  },
];
