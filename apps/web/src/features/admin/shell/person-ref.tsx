import { Link } from 'react-router';
import type { AdminPersonRef } from '@opentip/shared/schemas/admin.schema';
import { Ltr } from './bidi';

/** A name to show for a person: the full name they gave, or their @user name. */
export function personName(person: AdminPersonRef) {
  return person.fullName ?? `@${person.username}`;
}

/** A person named in a console list: the name and unique ID, linking to their page. */
export function PersonRef({ person }: { person: AdminPersonRef }) {
  return (
    <Link to={`/admin/people/${person.id}`}>
      <bdi>{personName(person)}</bdi> <Ltr>({person.uniqueId})</Ltr>
    </Link>
  );
}
