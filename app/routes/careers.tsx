import type { Route } from './+types/careers';

export const meta: Route.MetaFunction = () => [{ title: 'Kariéra | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function CareersPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Kariéra</h1>
    </div>
  );
}
