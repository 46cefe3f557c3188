import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal';
import './drawer.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}

/** A panel sliding in from the inline start (the right in Arabic), modal while open. */
export function Drawer({ open, onClose, label, children }: DrawerProps) {
  const ref = useModal(open, onClose);
  if (!open) return null;
  return createPortal(
    <div className="drawer-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className="drawer" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
