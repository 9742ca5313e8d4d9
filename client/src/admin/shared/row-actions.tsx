import type { ReactNode } from 'react';
import { RowMenu } from './row-menu';

export interface RowAction {
  /** The word on the button and in the menu. */
  label: string;
  /** The button's accessible name, naming the row: "Edit Asha Rao". */
  name: string;
  icon?: ReactNode;
  danger?: boolean;
  /** A page to open in a new tab (a receipt) instead of a handler. */
  href?: string;
  onSelect?: () => void;
}

export interface RowActions<Row> {
  items: (row: Row) => readonly RowAction[];
  /**
   * Names the row's menu ("Actions for Asha Rao"). With it, phones get one 44 px menu button instead
   * of the buttons; without it the buttons stay at every width (a single action fits a phone).
   */
  menuLabel?: (row: Row) => string;
}

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border px-2 text-sm font-medium whitespace-nowrap sm:px-3 focus-visible:outline-2 focus-visible:outline-offset-2';
const tone = {
  plain: `${base} border-neutral-300 text-neutral-700 hover:bg-neutral-100 focus-visible:outline-plum`,
  danger: `${base} border-red-200 text-red-700 hover:bg-red-50 focus-visible:outline-red-600`,
};

function ActionButton({ action }: { action: RowAction }) {
  const className = action.danger ? tone.danger : tone.plain;
  const content = (
    <>
      {action.icon}
      <span className="max-sm:sr-only">{action.label}</span>
    </>
  );
  if (action.href) {
    return (
      <a
        href={action.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${action.name} (opens in a new tab)`}
        className={className}
      >
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={action.onSelect} aria-label={action.name} className={className}>
      {content}
    </button>
  );
}

/** What a menu item does: a link opens in a new tab, as its button twin does. */
const select = (action: RowAction) => () => {
  if (action.href) window.open(action.href, '_blank', 'noopener');
  else action.onSelect?.();
};

/** The actions of one row: buttons, and on a phone the same actions behind the row's menu when it has one. */
export function RowActionsCell<Row>({ row, actions }: { row: Row; actions: RowActions<Row> }) {
  const items = actions.items(row);
  const menuLabel = actions.menuLabel?.(row);
  return (
    <>
      {menuLabel && (
        <div className="md:hidden">
          <RowMenu label={menuLabel} items={items.map((a) => ({ label: a.label, icon: a.icon, danger: a.danger, onSelect: select(a) }))} />
        </div>
      )}
      <div className={`flex-wrap justify-end gap-2 ${menuLabel ? 'hidden md:flex' : 'flex'}`}>
        {items.map((a) => (
          <ActionButton key={a.label} action={a} />
        ))}
      </div>
    </>
  );
}
