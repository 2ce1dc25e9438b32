/**
 * Demo Packeta points: used only when Packeta is not configured outside production (decision 0014), so the
 * checkout can be tried and tested end to end. Each point is flagged `demo`; the ids are in a range (990000xx) the
 * real feed does not use for Slovak and Czech points.
 */
import type { ShopCountry } from '../company-registry/company-id';
import type { PacketaPoint } from './packeta-points';

type Row = [id: string, place: string, street: string, city: string, zip: string, hours: string];

const SK: Row[] = [
  ['99000001', 'Trafika Obchodná', 'Obchodná 12', 'Bratislava', '811 06', 'Po–Pi 7:00–19:00, So 8:00–12:00'],
  ['99000002', 'Z-BOX Aupark', 'Einsteinova 18', 'Bratislava', '851 01', 'Po–Ne 0:00–24:00'],
  ['99000003', 'Papiernictvo Ružinov', 'Ružinovská 28', 'Bratislava', '821 01', 'Po–Pi 8:00–18:00'],
  ['99000004', 'Kvetinárstvo Rozália', 'Hlavná 41', 'Košice', '040 01', 'Po–Pi 8:00–18:00, So 8:00–12:00'],
  ['99000005', 'Z-BOX Optima', 'Moldavská cesta 32', 'Košice', '040 11', 'Po–Ne 0:00–24:00'],
  ['99000006', 'Potraviny U Mateja', 'Námestie slobody 7', 'Žilina', '010 01', 'Po–So 6:30–20:00'],
  ['99000007', 'Drogéria Lúč', 'Masarykova 15', 'Prešov', '080 01', 'Po–Pi 8:00–17:30'],
  ['99000008', 'Knihkupectvo Na rohu', 'Štefánikova 3', 'Nitra', '949 01', 'Po–Pi 9:00–18:00, So 9:00–12:00'],
  ['99000009', 'Trafika Námestie SNP', 'Námestie SNP 9', 'Banská Bystrica', '974 01', 'Po–Pi 7:00–18:00'],
  ['99000010', 'Elektro Hviezda', 'Hlavná 22', 'Trnava', '917 01', 'Po–Pi 9:00–17:00'],
  ['99000011', 'Papiernictvo Centrum', 'Mierové námestie 4', 'Trenčín', '911 01', 'Po–Pi 8:00–17:00, So 8:00–11:00'],
  ['99000012', 'Z-BOX Kaufland', 'Levočská 20', 'Poprad', '058 01', 'Po–Ne 0:00–24:00'],
];

const CZ: Row[] = [
  ['99000101', 'Trafika Na Příkopě', 'Na Příkopě 15', 'Praha', '110 00', 'Po–Pá 7:00–19:00, So 9:00–13:00'],
  ['99000102', 'Z-BOX Anděl', 'Nádražní 25', 'Praha', '150 00', 'Po–Ne 0:00–24:00'],
  ['99000103', 'Papírnictví Vinohrady', 'Vinohradská 60', 'Praha', '120 00', 'Po–Pá 8:00–18:00'],
  ['99000104', 'Květinářství Petrov', 'Masarykova 21', 'Brno', '602 00', 'Po–Pá 8:00–18:00, So 8:00–12:00'],
  ['99000105', 'Potraviny U Radnice', 'Masarykovo náměstí 5', 'Ostrava', '702 00', 'Po–So 6:30–20:00'],
  ['99000106', 'Drogerie Duha', 'Americká 12', 'Plzeň', '301 00', 'Po–Pá 8:00–17:30'],
  ['99000107', 'Knihkupectví Horní', 'Horní náměstí 8', 'Olomouc', '779 00', 'Po–Pá 9:00–18:00'],
  ['99000108', 'Z-BOX Géčko', 'Sokolovská 1', 'Liberec', '460 01', 'Po–Ne 0:00–24:00'],
];

/** The demo points of a shop country. */
export function demoPacketaPoints(country: ShopCountry): PacketaPoint[] {
  return (country === 'CZ' ? CZ : SK).map(([id, place, street, city, zip, hours]) => ({
    id,
    name: `${city}, ${street} (${place})`,
    place,
    street,
    city,
    zip,
    country,
    openingHours: hours,
    demo: true,
  }));
}
