import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MoreVertical } from 'lucide-react';

export interface RowMenuItem {
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect: () => void;
}

/** Room kept between the open menu and the edges of the screen. */
const EDGE = 8;

/**
 * Where the open menu goes: under the button, right edges aligned, moved left or above as needed so
 * all of it is on screen. It is drawn in a portal with fixed coordinates because a table's frame
 * clips what overflows it (issue #32: the last items were cut off at the table's right edge).
 */
function menuPlace(button: DOMRect, menu: { width: number; height: number }): CSSProperties {
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const left = Math.max(EDGE, Math.min(button.right - menu.width, vw - menu.width - EDGE));
  const below = button.bottom + 4;
  const top = below + menu.height <= vh - EDGE ? below : Math.max(EDGE, button.top - 4 - menu.height);
  return { position: 'fixed', left, top };
}

/**
 * The actions of one table row behind a 44 px button, for phones where the row has no room for them.
 * A menu button in the ARIA sense: arrows move between items, Escape or a tap outside closes it and
 * focus goes back to the button.
 */
export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const menuId = useId();

  // Measured before paint, and again when the page scrolls under it or the screen turns.
  useLayoutEffect(() => {
    if (!open) return setPlace(null);
    const measure = () => {
      const button = buttonRef.current?.getBoundingClientRect();
      const menu = menuRef.current;
      if (button && menu) setPlace(menuPlace(button, { width: menu.offsetWidth, height: menu.offsetHeight }));
    };
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [open]);

  // A hidden menu takes no focus: the first item gets it once the menu has its place.
  const placed = place !== null;
  useEffect(() => {
    if (open && placed) itemRefs.current[0]?.focus({ preventScroll: true });
  }, [open, placed]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!wrapRef.current?.contains(target) && !menuRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onMenuKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      // The menu lives at the end of the page: back on the button, Tab goes on from the row as before.
      close();
    } else if (e.key in moves) {
      e.preventDefault();
      itemRefs.current[moves[e.key]!]?.focus();
    }
  }

  return (
    <div ref={wrapRef} className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-11 items-center justify-center rounded-md border border-neutral-300 text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
      >
        <MoreVertical className="size-5" aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKeyDown}
            // Hidden for the one frame before it is measured, so it never shows at a wrong place.
            style={place ?? { position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
            className="z-50 max-w-[calc(100vw-16px)] min-w-36 rounded-md border border-neutral-200 bg-white py-1 shadow-lg"
          >
            {items.map((item, i) => (
              <button
                key={item.label}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
                className={`flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm font-medium focus:outline-none focus-visible:bg-neutral-100 ${
                  item.danger ? 'text-red-700 hover:bg-red-50' : 'text-neutral-800 hover:bg-neutral-100'
                }`}
              >
                {item.icon}
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </div>
  );
}
