import type { Route } from './+types/stores';

export const meta: Route.MetaFunction = () => [{ title: 'Predajne | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function StoresPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Predajne</h1>
    </div>
  );
}
