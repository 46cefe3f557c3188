import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_FILTERS } from '@opentip/shared/schemas/chat.schema';
import type { ThreadFilter } from '@/app/live/chat-cache';

interface Props {
  value: ThreadFilter;
  onChange: (filter: ThreadFilter) => void;
  panelId: string;
}

/** SPEC 2's filters of the messages screen: all, sent (opened by me), received (opened by them). */
export function ThreadFilterTabs({ value, onChange, panelId }: Props) {
  const { t } = useTranslation('chat');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys move between tabs (the tabs pattern); in Arabic, left and right swap.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + CHAT_FILTERS.length) % CHAT_FILTERS.length;
    const filter = CHAT_FILTERS[next];
    if (!filter) return;
    onChange(filter);
    tabs.current[next]?.focus();
  };
  return (
    <div className="chat-tabs" role="tablist" aria-label={t('filters.label')}>
      {CHAT_FILTERS.map((filter, index) => (
        <button
          key={filter}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`chat-tab-${filter}`}
          aria-selected={filter === value}
          aria-controls={panelId}
          tabIndex={filter === value ? 0 : -1}
          className={`chat-tabs__tab${filter === value ? ' chat-tabs__tab--active' : ''}`}
          onClick={() => onChange(filter)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
