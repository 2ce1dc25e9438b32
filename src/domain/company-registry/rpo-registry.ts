/**
 * The Slovak register of legal entities (RPO) of the Statistical Office: GET {base}/search?identifier={ico} answers
 * `{ results: [{ id, identifiers[], fullNames[], addresses[], termination? }] }`, each list a history of entries with
 * validFrom / validTo (the current one has no validTo). When a search result lacks the name or the address, the full
 * record comes from GET {base}/entity/{id}. RPO knows no DIČ / IČ DPH; those stay null.
 */
import {
  CompanyRegistryUnavailableError,
  fetchRegistryJson,
  formatZip,
  type CompanyRecord,
  type CompanyRegistry,
} from './company-registry';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

/** The current entry of a history list: the last one without validTo, else the last one. */
function currentEntry(list: unknown): Json | null {
  if (!Array.isArray(list)) return null;
  const entries = list.filter(isObject);
  const open = entries.filter((e) => !text(e.validTo));
  return open[open.length - 1] ?? entries[entries.length - 1] ?? null;
}

/** RPO codes countries by their numeric ISO code (703 Slovakia, 203 Czechia) with the name beside it. */
function countryCode(country: unknown): string | null {
  if (!isObject(country)) return null;
  const code = text(country.code);
  const name = (text(country.value) ?? '').toLowerCase();
  if (code === '703' || code === 'SK' || name.startsWith('sloven')) return 'SK';
  if (code === '203' || code === 'CZ' || name.startsWith('česk') || name.startsWith('cesk')) return 'CZ';
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

function identifiers(entity: Json): string[] {
  return Array.isArray(entity.identifiers) ? entity.identifiers.filter(isObject).map((i) => text(i.value) ?? '') : [];
}

/** A company record from an RPO entity (search result or full record); null when it has no name. */
function parseRpoEntity(entity: Json, ico: string): CompanyRecord | null {
  const name = text(currentEntry(entity.fullNames)?.value);
  if (!name) return null;
  const address = currentEntry(entity.addresses);
  let street: string | null = null;
  let city: string | null = null;
  let zip: string | null = null;
  let country: string | null = null;
  if (address) {
    city = text(isObject(address.municipality) ? address.municipality.value : address.municipality);
    const regNumber = text(address.regNumber);
    const buildingNumber = text(address.buildingNumber);
    const number =
      regNumber && regNumber !== '0' && buildingNumber
        ? `${regNumber}/${buildingNumber}`
        : (buildingNumber ?? (regNumber !== '0' ? regNumber : null));
    // villages without street names: the municipality and the number
    const streetName = text(address.street) ?? city;
    street = streetName ? [streetName, number].filter(Boolean).join(' ') : number;
    zip = formatZip(Array.isArray(address.postalCodes) ? address.postalCodes[0] : address.postalCode);
    country = countryCode(address.country) ?? 'SK';
  }
  return { name, ico, dic: null, icDph: null, street, city, zip, country };
}

export interface RpoRegistryOptions {
  /** …/rpo/v1 */
  baseUrl: string;
  /** for the whole lookup (search and, when needed, the entity) */
  timeoutMs: number;
}

export function createRpoRegistry(options: RpoRegistryOptions): CompanyRegistry {
  const malformed = (detail: string) => new CompanyRegistryUnavailableError('malformed', `RPO: ${detail}`);
  return {
    async lookup(ico) {
      const started = Date.now();
      const search = await fetchRegistryJson(`${options.baseUrl}/search?identifier=${encodeURIComponent(ico)}`, options.timeoutMs, 'RPO');
      if (search === null) return null;
      if (!isObject(search) || !Array.isArray(search.results)) throw malformed('search answer without results');
      const matching = search.results.filter(isObject).filter((r) => identifiers(r).includes(ico));
      if (matching.length === 0) return null;
      // a company that still exists before one that was wound up
      const entity = matching.find((r) => !text(r.termination)) ?? matching[0]!;
      const fromSearch = parseRpoEntity(entity, ico);
      if (fromSearch && currentEntry(entity.addresses)) return fromSearch;
      const id = text(entity.id);
      if (!id || !/^\d+$/.test(id)) throw malformed('search result without id');
      const remaining = Math.max(1, options.timeoutMs - (Date.now() - started));
      const full = await fetchRegistryJson(`${options.baseUrl}/entity/${id}`, remaining, 'RPO');
      if (full === null) return fromSearch;
      if (!isObject(full)) throw malformed('entity answer is not an object');
      const record = parseRpoEntity(full, ico) ?? fromSearch;
      if (!record) throw malformed('entity without a name');
      return record;
    },
  };
}
