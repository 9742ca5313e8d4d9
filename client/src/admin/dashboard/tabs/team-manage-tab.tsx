export default function TeamManageTab() {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-neutral-900">Team Manage</h2>
      <p className="text-sm text-neutral-600">Manage the leaders, directors and core team members here.</p>
    </section>
  );
}
