export default function CandidatesPage() {
  return <h1 className="text-xl font-semibold text-neutral-900">Candidates Management</h1>;
}
