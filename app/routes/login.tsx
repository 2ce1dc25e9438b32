import { requireGuest } from '~/lib/guards.server';
import type { Route } from './+types/login';

/** Guests only: a logged-in customer is redirected home (SPEC §2, §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: 'Prihlásenie | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function LoginPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Prihlásenie</h1>
    </div>
  );
}
