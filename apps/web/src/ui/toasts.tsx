import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import './toasts.css';

export type ToastTone = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

interface ToastApi {
  show(text: string, options: { tone: ToastTone; durationMs: number }): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ToastApi['show']>(
    (text, { tone, durationMs }) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-3), { id, text, tone }]);
      setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.tone}`}>
            <span className="toast__text">{toast.text}</span>
            <button
              type="button"
              className="toast__close"
              onClick={() => dismiss(toast.id)}
              aria-label={closeLabel}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a ToastProvider');
  return api;
}
