import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { markQrSeen } from '../qr-seen';

/** A receiver who opens /qrhome, however they got there, has their QR code. */
export function useNoteQrVisit(user: SessionUser): void {
  const { pathname } = useLocation();
  const receiver = user.userType === 'payee';
  useEffect(() => {
    if (receiver && pathname === '/qrhome') markQrSeen(user.id);
  }, [receiver, pathname, user.id]);
}
