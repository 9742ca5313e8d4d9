export default function RegistrationsPage() {
  return <h1 className="text-xl font-semibold text-neutral-900">Registrations</h1>;
}
