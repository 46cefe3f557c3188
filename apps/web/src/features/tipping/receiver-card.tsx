import { Avatar } from '@/ui/avatar';
import { Rating } from '@/ui/rating';
import type { Payee } from './tip-draft';

/** A receiver as a giver sees them: photo, user name and the SPEC 4 rating. */
export function ReceiverCard({
  payee,
  size = 'md',
  heading = false,
}: {
  payee: Payee;
  size?: 'sm' | 'md' | 'lg';
  heading?: boolean;
}) {
  const px = size === 'lg' ? 96 : size === 'md' ? 64 : 44;
  const Name = heading ? 'h1' : 'p';
  return (
    <div className={`receiver receiver--${size}`}>
      <Avatar name={payee.username} src={payee.profileImg} size={px} />
      <div className="receiver__text">
        <Name className="receiver__name">
          <bdi>{payee.username}</bdi>
        </Name>
        <Rating rating={payee.rating} reviewsCount={payee.reviewsCount} />
      </div>
    </div>
  );
}
