/** Seeded demo data (issue #29): counted like everything else, but the admin should see it is not a real person or payment. */
export function DemoChip() {
  return (
    <span
      title="Seeded demo data"
      className="inline-flex h-5 items-center rounded-full bg-amber-50 px-2 align-middle text-[0.6875rem] font-semibold tracking-wider text-amber-900 ring-1 ring-amber-600/30 ring-inset"
    >
      demo
    </span>
  );
}
