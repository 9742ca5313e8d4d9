import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { SectionHeading } from '@/components/section-heading';
import { FAQ_ITEMS, type FaqItem } from './faq-data';

interface FaqRowProps {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
  idPrefix: string;
}

function FaqRow({ item, open, onToggle, idPrefix }: FaqRowProps) {
  const buttonId = `${idPrefix}-${item.id}-button`;
  const panelId = `${idPrefix}-${item.id}-panel`;
  return (
    <div className="rounded-2xl bg-white shadow-card">
      <h3 className="font-sans text-base font-semibold">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-plum sm:px-6"
        >
          <span>{item.question}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-gold-deep transition-transform duration-200 motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 sm:px-6">
        <p className="border-t border-lilac/60 pt-4 text-muted">{item.answer}</p>
      </div>
    </div>
  );
}

export function FaqAccordion() {
  const [openId, setOpenId] = useState<string | null>(null);
  const idPrefix = useId().replace(/:/g, '');
  return (
    <section aria-labelledby="faq-questions-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="faq-questions-heading"
          eyebrow="Questions & answers"
          title="What Contestants Ask Us"
          subtitle="Tap a question to read the answer."
        />
        <div className="space-y-3">
          {FAQ_ITEMS.map((item) => (
            <FaqRow
              key={item.id}
              item={item}
              idPrefix={idPrefix}
              open={openId === item.id}
              onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
