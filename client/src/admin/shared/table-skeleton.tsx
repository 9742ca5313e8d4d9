import { TH } from './table-classes';

const ROWS = 3;

/** The first page on its way: the table's shape with grey bars, so nothing jumps when the rows arrive. */
interface SkeletonColumn {
  header: string;
  /** The column's own visibility classes, so the skeleton has the table's width. */
  className: string;
}

export function TableSkeleton({ columns, label }: { columns: readonly SkeletonColumn[]; label: string }) {
  return (
    <div className="overflow-x-clip rounded-lg border border-neutral-200 bg-white shadow-sm">
      <p role="status" className="sr-only">
        {label}
      </p>
      <table aria-hidden="true" className="w-full border-separate border-spacing-0 text-sm">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} className={`${TH} text-left ${c.className}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: ROWS }, (_, r) => (
            <tr key={r}>
              {columns.map((c) => (
                <td key={c.header} className={`px-1.5 py-3 sm:px-3 ${c.className}`}>
                  <span className="block h-4 rounded bg-neutral-200 motion-safe:animate-pulse" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
