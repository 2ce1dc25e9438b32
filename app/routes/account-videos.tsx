import { requireUser } from '~/lib/guards.server';
import type { Route } from './+types/account-videos';

/** Login required: a guest is redirected home (SPEC §2, §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: 'Videá | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function AccountVideosPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Videá</h1>
    </div>
  );
}
