import { requireGuest } from '~/lib/guards.server';
import type { Route } from './+types/password-reset';

/** Guests only: a logged-in customer is redirected home (SPEC §2, §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: 'Obnova hesla | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function PasswordResetPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Obnova hesla</h1>
    </div>
  );
}
