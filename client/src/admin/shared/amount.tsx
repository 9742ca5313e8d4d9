/** An amount with its currency code under it: rupees and dollars never read as one column of numbers. */
export function Amount({ text, currency }: { text: string; currency: string }) {
  return (
    <>
      {text}
      <span className="block text-xs font-normal text-neutral-500">{currency}</span>
    </>
  );
}
