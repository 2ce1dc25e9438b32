/**
 * ARES, the Czech register of economic subjects: GET {base}/ekonomicke-subjekty/{ico} answers
 * `{ ico, obchodniJmeno, dic?, sidlo: { nazevUlice?, cisloDomovni?, cisloOrientacni?, cisloOrientacniPismeno?,
 * nazevObce, nazevCastiObce?, psc, kodStatu }, seznamRegistraci?: { stavZdrojeDph } }`, 404 for an unknown IČO.
 * The Czech DIČ is the VAT ID; it is the IČ DPH only while the VAT registration is active.
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

/** 'Karlova 1/12a', 'Lhota 25' (no street: the part of the municipality), null when nothing is known. */
function aresStreet(seat: Json): string | null {
  const house = text(seat.cisloDomovni);
  const orientation = text(seat.cisloOrientacni);
  const number = [house, orientation ? `${orientation}${text(seat.cisloOrientacniPismeno) ?? ''}` : null].filter(Boolean).join('/');
  const name = text(seat.nazevUlice) ?? text(seat.nazevCastiObce) ?? text(seat.nazevObce);
  const street = [name, number].filter(Boolean).join(' ');
  return street === '' ? null : street;
}

/** A company record from an ARES answer; null when it is not about this IČO. Throws "malformed" without a name. */
function parseAresSubject(body: Json, ico: string): CompanyRecord | null {
  const answeredIco = text(body.ico);
  if (!answeredIco) throw new CompanyRegistryUnavailableError('malformed', 'ARES: answer without ico');
  if (answeredIco.padStart(8, '0') !== ico) return null;
  const name = text(body.obchodniJmeno);
  if (!name) throw new CompanyRegistryUnavailableError('malformed', 'ARES: answer without obchodniJmeno');
  const seat = isObject(body.sidlo) ? body.sidlo : null;
  const dic = text(body.dic);
  const registrations = isObject(body.seznamRegistraci) ? body.seznamRegistraci : null;
  const vatActive = registrations ? text(registrations.stavZdrojeDph) === 'AKTIVNI' : false;
  const psc = seat ? text(seat.psc) : null;
  return {
    name,
    ico,
    dic,
    icDph: dic && vatActive ? dic : null,
    street: seat ? aresStreet(seat) : null,
    city: seat ? text(seat.nazevObce) : null,
    zip: psc ? formatZip(psc.padStart(5, '0')) : null,
    country: seat ? (text(seat.kodStatu) ?? 'CZ') : null,
  };
}

export interface AresRegistryOptions {
  /** …/ekonomicke-subjekty-v-be/rest */
  baseUrl: string;
  timeoutMs: number;
}

export function createAresRegistry(options: AresRegistryOptions): CompanyRegistry {
  return {
    async lookup(ico) {
      const body = await fetchRegistryJson(`${options.baseUrl}/ekonomicke-subjekty/${encodeURIComponent(ico)}`, options.timeoutMs, 'ARES');
      if (body === null) return null;
      if (!isObject(body)) throw new CompanyRegistryUnavailableError('malformed', 'ARES: answer is not an object');
      return parseAresSubject(body, ico);
    },
  };
}
