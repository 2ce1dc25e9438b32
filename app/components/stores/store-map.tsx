import { Link } from 'react-router';
import { useT } from '~/lib/root/use-root-data';

/**
 * A self-hosted schematic map of Slovakia (decision 0025): the country's outline (simplified, about 60 border
 * points) as inline SVG with a marker per branch placed by its latitude and longitude. Nothing is fetched from
 * another host (no tiles, no scripts); each marker links to the branch, and the branch pages link to
 * openstreetmap.org for an exact map.
 */

/** [longitude, latitude] of a simplified border of Slovakia, clockwise from Bratislava. */
const OUTLINE: Array<[number, number]> = [
  [17.07, 48.03],
  [16.98, 48.12],
  [16.95, 48.26],
  [16.85, 48.37],
  [16.86, 48.47],
  [16.94, 48.6],
  [17.1, 48.75],
  [17.2, 48.87],
  [17.39, 48.81],
  [17.53, 48.82],
  [17.66, 48.86],
  [17.89, 48.93],
  [18.06, 49.04],
  [18.11, 49.15],
  [18.17, 49.27],
  [18.4, 49.33],
  [18.57, 49.44],
  [18.85, 49.52],
  [18.97, 49.4],
  [19.19, 49.41],
  [19.27, 49.53],
  [19.47, 49.6],
  [19.63, 49.41],
  [19.81, 49.2],
  [19.95, 49.23],
  [20.08, 49.18],
  [20.22, 49.35],
  [20.35, 49.4],
  [20.6, 49.4],
  [20.73, 49.42],
  [20.92, 49.3],
  [21.1, 49.37],
  [21.27, 49.45],
  [21.43, 49.41],
  [21.6, 49.43],
  [21.84, 49.38],
  [22.03, 49.22],
  [22.28, 49.17],
  [22.56, 49.09],
  [22.47, 48.92],
  [22.34, 48.7],
  [22.15, 48.41],
  [21.88, 48.37],
  [21.68, 48.39],
  [21.44, 48.56],
  [21.18, 48.52],
  [20.95, 48.56],
  [20.82, 48.58],
  [20.51, 48.53],
  [20.36, 48.35],
  [20.15, 48.26],
  [19.92, 48.13],
  [19.63, 48.23],
  [19.47, 48.09],
  [19.08, 48.07],
  [18.82, 47.99],
  [18.76, 47.81],
  [18.5, 47.76],
  [18.2, 47.75],
  [17.85, 47.74],
  [17.6, 47.82],
  [17.34, 47.99],
  [17.17, 48.01],
];

const MIN_LNG = 16.7;
const MAX_LNG = 22.7;
const MIN_LAT = 47.65;
const MAX_LAT = 49.7;
/** horizontal degrees are shorter than vertical ones at this latitude */
const LNG_SCALE = Math.cos((48.7 * Math.PI) / 180);
const WIDTH = 1000;
const HEIGHT = Math.round((WIDTH * (MAX_LAT - MIN_LAT)) / ((MAX_LNG - MIN_LNG) * LNG_SCALE));

function projectToMap(lat: number, lng: number): { x: number; y: number } {
  return {
    x: Math.round(((lng - MIN_LNG) / (MAX_LNG - MIN_LNG)) * WIDTH * 10) / 10,
    y: Math.round(((MAX_LAT - lat) / (MAX_LAT - MIN_LAT)) * HEIGHT * 10) / 10,
  };
}

const OUTLINE_PATH = `M${OUTLINE.map(([lng, lat]) => {
  const p = projectToMap(lat, lng);
  return `${p.x} ${p.y}`;
}).join('L')}Z`;

export interface MapStore {
  id: number;
  name: string;
  town: string | null;
  lat: number | null;
  lng: number | null;
  url: string;
}

/**
 * The map. `highlightId` draws that branch larger (the detail page); markers of the list page are links with the
 * branch name. With a single store (the detail) the map is one image with a text alternative.
 */
export function StoreMap({ stores, highlightId, label }: { stores: MapStore[]; highlightId?: number; label: string }) {
  const t = useT();
  const placed = stores.filter((s): s is MapStore & { lat: number; lng: number } => s.lat !== null && s.lng !== null);
  const interactive = highlightId === undefined;
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role={interactive ? 'group' : 'img'}
        aria-label={label}
        data-testid="store-map"
      >
        <path d={OUTLINE_PATH} className="fill-brand-light stroke-brand-dark" strokeWidth={3} strokeLinejoin="round" />
        {placed.map((store) => {
          const { x, y } = projectToMap(store.lat, store.lng);
          const active = store.id === highlightId;
          const marker = (
            <g transform={`translate(${x} ${y})`} className={active || interactive ? 'text-pink' : 'text-muted'}>
              <circle r={active ? 18 : 12} className="fill-current stroke-white" strokeWidth={4} />
              {active ? <circle r={6} className="fill-white" /> : null}
            </g>
          );
          if (!interactive) return <g key={store.id}>{marker}</g>;
          return (
            <Link key={store.id} to={store.url} aria-label={store.name} className="outline-none [&:focus-visible_circle]:stroke-ink">
              <title>{store.name}</title>
              {marker}
            </Link>
          );
        })}
        {interactive
          ? placed
              .filter((s, i, all) => all.findIndex((o) => o.town === s.town) === i)
              .map((store) => {
                const { x, y } = projectToMap(store.lat, store.lng);
                return (
                  <text
                    key={`label-${store.id}`}
                    x={x}
                    y={y - 22}
                    textAnchor="middle"
                    className="fill-ink text-[26px] font-semibold"
                    aria-hidden="true"
                    style={{ paintOrder: 'stroke', stroke: 'white', strokeWidth: 6 }}
                  >
                    {store.town}
                  </text>
                );
              })
          : null}
      </svg>
      <figcaption className="mt-2 text-sm text-muted">{t('stores.map_note')}</figcaption>
    </figure>
  );
}
