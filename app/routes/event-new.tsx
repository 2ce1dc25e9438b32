import type { Route } from './+types/event-new';

export const meta: Route.MetaFunction = () => [{ title: 'Pridať event | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function EventNewPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Pridať event</h1>
    </div>
  );
}
