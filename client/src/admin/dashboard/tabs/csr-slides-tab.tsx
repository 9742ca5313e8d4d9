export default function CsrSlidesTab() {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-neutral-900">CSR Slides</h2>
      <p className="text-sm text-neutral-600">Manage the CSR images shown on the site here.</p>
    </section>
  );
}
