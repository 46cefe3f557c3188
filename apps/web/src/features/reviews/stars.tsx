/**
 * Stars out of five (a half star from .25 up to .75), read out by their label: the count is not
 * told by colour alone.
 */
export function Stars({ value, label }: { value: number; label: string }) {
  const halves = Math.round(value * 2);
  return (
    <span className="review-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? 'on' : halves === star * 2 - 1 ? 'half' : 'off';
        return (
          <span key={star} className={`review-stars__${fill}`} aria-hidden="true">
            ★
          </span>
        );
      })}
    </span>
  );
}
