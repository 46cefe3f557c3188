import { UserIcon } from './icons';
import './avatar.css';

/** A round photo, else the initials on a tinted disc, else a person outline. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const initials = name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} />;
  return (
    <span
      className="avatar avatar--initials"
      style={{ inlineSize: size, blockSize: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials || <UserIcon width={size * 0.5} height={size * 0.5} />}
    </span>
  );
}
