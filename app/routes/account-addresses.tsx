import { requireUser } from '~/lib/guards.server';
import type { Route } from './+types/account-addresses';

/** Login required: a guest is redirected home (SPEC §2, §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: 'Doručovacie adresy | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function AccountAddressesPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Doručovacie adresy</h1>
    </div>
  );
}
