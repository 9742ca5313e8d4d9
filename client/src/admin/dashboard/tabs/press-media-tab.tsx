export default function PressMediaTab() {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-neutral-900">Press &amp; Media Manage</h2>
      <p className="text-sm text-neutral-600">Manage press coverage, galleries, brand shoots and videos here.</p>
    </section>
  );
}
