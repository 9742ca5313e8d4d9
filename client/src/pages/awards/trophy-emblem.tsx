/** Gold line-art trophy under a spotlight: the awards hero's centrepiece, drawn inline so it has its size before anything loads. */
export function TrophyEmblem({ className = '' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 160 160"
      width={160}
      height={160}
      className={`size-28 text-gold sm:size-36 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="80" cy="78" r="72" strokeWidth={1} opacity={0.35} />
      <circle cx="80" cy="78" r="64" strokeWidth={1} opacity={0.2} />
      {/* Star of the rising leader above the cup. */}
      <path d="M80 18l4.1 8.4 9.2 1.3-6.7 6.5 1.6 9.2L80 39l-8.2 4.4 1.6-9.2-6.7-6.5 9.2-1.3z" fill="currentColor" stroke="none" />
      <path d="M54 50h52v14c0 16-11.6 28-26 28S54 80 54 64z" />
      <path d="M54 56H42c0 13 6 20 15 22M106 56h12c0 13-6 20-15 22" />
      <path d="M80 92v14M70 106h20M64 114h32v8H64zM58 122h44v8H58z" />
      <path d="M62 58c2 10 7 18 14 22" strokeWidth={1.5} opacity={0.6} />
    </svg>
  );
}
