import type { Route } from './+types/service';

export const meta: Route.MetaFunction = () => [{ title: 'Služba | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function ServicePage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Služba</h1>
    </div>
  );
}
