import { useCountdown } from './use-countdown';

/** The countdown's words, loaded by CountdownBand only once a window is announced. */
export function CountdownText({ dark }: { dark: boolean }) {
  const { state, text, when } = useCountdown();
  return (
    <div className="w-64 min-w-0 text-left sm:w-[30rem]">
      <p data-testid="countdown-text" className="figures truncate text-base leading-6 font-semibold">
        {text ?? '\u00a0'}
      </p>
      <p className={`truncate text-xs leading-6 ${dark ? 'text-ivory/75' : 'text-muted'}`}>
        {when && state?.kind !== 'closed' ? `${state?.kind === 'opens' ? 'Opens' : 'Closes'} ${when} (your time)` : '\u00a0'}
      </p>
    </div>
  );
}
