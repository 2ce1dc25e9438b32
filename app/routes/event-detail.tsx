import type { Route } from './+types/event-detail';

export const meta: Route.MetaFunction = () => [{ title: 'Event | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function EventDetailPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Event</h1>
    </div>
  );
}
