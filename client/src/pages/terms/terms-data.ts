import { REGISTRATION_FEE_INR } from '@pageant/common';

export interface TermsRule {
  id: string;
  title: string;
  text: string;
}

/** The fourteen rules every contestant accepts on registration (SPEC §2 plus the standard pageant clauses). */
export const TERMS_RULES: readonly TermsRule[] = [
  {
    id: 'age',
    title: 'Eligible age',
    text: 'Contestants must be between 18 and 55 years of age and must submit a valid age proof at registration.',
  },
  {
    id: 'marital-status',
    title: 'Marital status',
    text: 'The pageant is open to women of every marital status: unmarried, married, widowed, divorced, separated and single parents.',
  },
  {
    id: 'rescheduling',
    title: 'Rescheduling',
    text: 'If the organisers reschedule any part of the event, including grooming or the grand finale, no refund will be given.',
  },
  {
    id: 'conduct',
    title: 'Code of conduct',
    text: 'Any misconduct towards the organisers, fellow contestants, sponsors or partners leads to disqualification without a refund.',
  },
  {
    id: 'health',
    title: 'Good health',
    text: 'Applicants must be in good physical and mental health to take part in grooming sessions, rehearsals and the finale.',
  },
  {
    id: 'profile',
    title: 'Complete profiles',
    text: 'Incomplete profiles, including those missing details or the three required photographs, will be rejected.',
  },
  {
    id: 'exclusivity',
    title: 'Exclusivity',
    text: 'A shortlisted applicant cannot take part in any other pageant while this event is in progress.',
  },
  {
    id: 'titleholders',
    title: 'Titleholder obligations',
    text: 'Winners and runners-up bear their own press and promotion costs, must promote the pageant for one year after the finale and must introduce 3 contestants for the next season.',
  },
  {
    id: 'csr',
    title: 'CSR fundraising',
    text: 'CSR fundraising for our charity partners is mandatory before grooming begins and carries 30 marks in the grand finale.',
  },
  {
    id: 'judging',
    title: 'Judging',
    text: "Contestants accept the judging panel's result as final and binding.",
  },
  {
    id: 'fee',
    title: 'Registration fee',
    text: `The registration fee of ${REGISTRATION_FEE_INR} INR is paid online before the form is submitted and is non-refundable once paid. Cash is not accepted.`,
  },
  {
    id: 'media',
    title: 'Photographs and videos',
    text: 'Photographs and videos of contestants taken during grooming, shoots and the finale may be used by the organisers and their partners to promote the pageant.',
  },
  {
    id: 'travel',
    title: 'Travel and stay',
    text: 'Travel, accommodation and personal expenses for the grooming sessions and the grand finale in Mumbai are at the contestant’s own cost unless the organisers state otherwise in writing.',
  },
  {
    id: 'schedule',
    title: 'Schedules and changes',
    text: "The organisers' decisions on schedules, venues and formats are final. All updates are sent to the contestant's registered e-mail address and WhatsApp number.",
  },
];
