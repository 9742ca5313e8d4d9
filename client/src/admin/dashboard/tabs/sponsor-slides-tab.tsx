export default function SponsorSlidesTab() {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-neutral-900">Sponser Slides</h2>
      <p className="text-sm text-neutral-600">Manage the sponsor logos shown in the sponsor carousel here.</p>
    </section>
  );
}
