import type { Route } from './+types/events';

export const meta: Route.MetaFunction = () => [{ title: 'Eventy | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function EventsPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Eventy</h1>
    </div>
  );
}
