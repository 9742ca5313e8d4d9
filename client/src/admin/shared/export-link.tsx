import { Download } from 'lucide-react';

const base =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md px-4 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum';
const looks = {
  primary: `${base} bg-plum font-semibold text-white hover:bg-plum-soft`,
  quiet: `${base} border border-neutral-300 bg-white font-medium text-neutral-700 hover:bg-neutral-100`,
};

/**
 * The CSV of what a list shows. A plain link: the browser saves the attachment, and an expired
 * session lands on the login.
 */
export function ExportLink({ href, quiet = false }: { href: string; quiet?: boolean }) {
  return (
    <a href={href} download className={quiet ? looks.quiet : looks.primary}>
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </a>
  );
}
