import { STAGE_LABELS, type RegistrationStage } from '@pageant/common/content/pipeline';

const TONES: Record<RegistrationStage, string> = {
  paid: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  details_submitted: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  shortlisted: 'bg-plum/10 text-plum ring-plum/25',
  declined: 'bg-neutral-100 text-neutral-700 ring-neutral-500/25',
  on_voting_page: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
};

/** Where she is in the pipeline, in words and a colour; an unpaid registration is in no stage. */
export function StageChip({ stage }: { stage: RegistrationStage | null }) {
  if (!stage) return <span className="text-xs text-neutral-500">Not paid</span>;
  return (
    <span
      data-stage={stage}
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[stage]}`}
    >
      {STAGE_LABELS[stage]}
    </span>
  );
}
