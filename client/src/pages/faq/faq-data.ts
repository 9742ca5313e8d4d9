import { REGISTRATION_FEE_INR } from '@pageant/common';

const fee = `${REGISTRATION_FEE_INR} INR`;

export interface FlowStep {
  title: string;
  detail: string;
}

/** The contestant's journey, in the order it happens. */
export const PAGEANT_FLOW: readonly FlowStep[] = [
  { title: 'Register & pay', detail: `Fill in the online form and pay the ${fee} registration fee securely.` },
  { title: 'Submit details & photos', detail: 'Complete your profile and upload three clear photographs.' },
  { title: 'Shortlisting', detail: 'Our panel reviews every profile and informs shortlisted contestants.' },
  { title: 'Grooming in Mumbai', detail: 'Expert sessions on walk, poise, styling, communication and stage presence.' },
  { title: 'CSR fundraising', detail: 'Raise funds for our charity partners — it counts for 30 marks at the finale.' },
  { title: 'Grand finale', detail: 'Walk the stage in Mumbai and compete for the Miss and Mrs crowns.' },
];

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'fee',
    question: 'What is the registration fee?',
    answer: `The registration fee is ${fee}. It covers the processing of your application and your evaluation by our selection panel.`,
  },
  {
    id: 'when-to-pay',
    question: 'When do I pay the registration fee?',
    answer: `The ${fee} fee is paid online before you submit the registration form. Once the payment succeeds you are taken to the next step to add your details and photographs.`,
  },
  {
    id: 'alternate-payment',
    question: 'Is there an alternate way to pay if the online payment does not work?',
    answer:
      'Yes. You can pay through a mobile payment app. Transfer 20% of the fee from your registered mobile number, then send a screenshot of the transaction to us on WhatsApp so our team can match it to your registration.',
  },
  {
    id: 'cash',
    question: 'Can I pay in cash?',
    answer:
      'No, cash is not accepted at any stage. Please use the online payment or the mobile payment app option so every payment is recorded against your name.',
  },
  {
    id: 'updates',
    question: 'How will I receive updates about the pageant?',
    answer:
      'All details — shortlisting results, grooming schedules and finale information — are sent to your registered e-mail address and your registered WhatsApp number. Please keep both active and check them regularly.',
  },
  {
    id: 'language',
    question: 'Which languages do I need to speak?',
    answer:
      'English and Hindi are both mandatory. Grooming sessions, interviews and the finale rounds are conducted in these two languages.',
  },
  {
    id: 'venue',
    question: 'Where do the grooming sessions and the grand finale take place?',
    answer:
      'Both the grooming sessions and the grand finale take place in Mumbai. Venue details are shared with shortlisted contestants well in advance.',
  },
  {
    id: 'criteria',
    question: 'Are there age, height or weight criteria?',
    answer:
      'No. There are no age, height or weight criteria for either title. Any woman within our overall eligibility window of 18 to 55 years (with age proof) can register, whatever her height, weight or build.',
  },
  {
    id: 'experience',
    question: 'Do I need prior modelling or pageant experience?',
    answer:
      'No prior experience is needed. Our grooming programme is designed to prepare first-time contestants to walk the stage with confidence.',
  },
  {
    id: 'categories',
    question: 'What titles can I compete for?',
    answer:
      'We crown winners in two categories: Miss, for unmarried women, and Mrs, for women who are or have been married, including widows, divorcees, separated women and single parents.',
  },
  {
    id: 'photos',
    question: 'What photographs do I need to upload?',
    answer:
      'After payment you upload exactly three photographs in JPEG, JPG or PNG format: ideally a close-up portrait, a full-length picture and one that shows your personality. Recent, well-lit photos work best.',
  },
  {
    id: 'csr',
    question: 'What is CSR fundraising and why is it mandatory?',
    answer:
      'Every contestant raises funds for our charity partners before grooming begins. It reflects the purpose behind our crowns and carries 30 marks in the grand finale.',
  },
  {
    id: 'refund',
    question: 'Is the registration fee refundable?',
    answer: `No. Once paid, the ${fee} registration fee is non-refundable, including when the organisers reschedule the event. Please read our terms and conditions before you pay.`,
  },
  {
    id: 'nri',
    question: 'I live outside India. Can I take part?',
    answer:
      'Yes. As an Indo-US alliance we welcome Indian women living abroad. Our New York office can guide you, but you will need to travel to Mumbai for the grooming sessions and the grand finale.',
  },
];
