import './avatar.css';

/** A round photo, or the initials on a tinted disc when there is none. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const initials = name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return src ? (
    <img className="avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span
      className="avatar avatar--initials"
      style={{ inlineSize: size, blockSize: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials || '?'}
    </span>
  );
}
