/**
 * Branches, the e-shop warehouse, opening hours and head-office contacts of the demo party shop.
 * Branch ids follow the order of BRANCHES (1–13); the warehouse is WAREHOUSE_STORE_ID (src/seed/catalog.ts).
 * Addresses are real streets of real Slovak towns; phone numbers and people are invented.
 */
import type { OpeningHoursDay } from '../../db/schema';

/** Opening-hours patterns used by the stores. */
export type OpeningHoursKey = 'mall' | 'street' | 'city' | 'warehouse';

type DayHours = [open: string, close: string] | null;

/** Monday (1) … Sunday (7); null = closed. */
const HOURS: Record<OpeningHoursKey, DayHours[]> = {
  // shopping centre: every day 9:00–21:00
  mall: [
    ['09:00', '21:00'],
    ['09:00', '21:00'],
    ['09:00', '21:00'],
    ['09:00', '21:00'],
    ['09:00', '21:00'],
    ['09:00', '21:00'],
    ['09:00', '21:00'],
  ],
  // small shop on a street: Mon–Fri 9–18, Sat 9–13, Sun closed
  street: [['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '13:00'], null],
  // city-centre shop: Mon–Fri 9–19, Sat 9–17, Sun 10–16
  city: [
    ['09:00', '19:00'],
    ['09:00', '19:00'],
    ['09:00', '19:00'],
    ['09:00', '19:00'],
    ['09:00', '19:00'],
    ['09:00', '17:00'],
    ['10:00', '16:00'],
  ],
  // warehouse (pick-up of e-shop orders): Mon–Fri 7:00–15:30, weekend closed
  warehouse: [['07:00', '15:30'], ['07:00', '15:30'], ['07:00', '15:30'], ['07:00', '15:30'], ['07:00', '15:30'], null, null],
};

/** Seven days (1 = Monday … 7 = Sunday) of the given pattern. */
export function openingHours(key: OpeningHoursKey): OpeningHoursDay[] {
  return HOURS[key].map((h, i): OpeningHoursDay => (h ? { day: i + 1, open: h[0], close: h[1] } : { day: i + 1, closed: true }));
}

export interface BranchDef {
  slug: string;
  name: string;
  town: string;
  street: string;
  zip: string;
  email: string;
  phone: string;
  hours: OpeningHoursKey;
  lat: number;
  lng: number;
  description: string;
  /** full name of the branch manager (a contact row) */
  manager: string;
}

export interface WarehouseDef {
  slug: string;
  name: string;
  town: string;
  street: string;
  zip: string;
  email: string;
  phone: string;
  lat: number;
  lng: number;
  description: string;
}

export const BRANCHES: BranchDef[] = [
  {
    slug: 'bratislava-avion',
    name: 'Party shop Bratislava – Avion',
    town: 'Bratislava',
    street: 'Ivanská cesta 16 (Avion Shopping Park)',
    zip: '821 04',
    email: 'bratislava-avion@party-shop.sk',
    phone: '+421 2 4820 1101',
    hours: 'mall',
    lat: 48.170_5,
    lng: 17.184_2,
    description:
      'Našu najväčšiu predajňu nájdete na prízemí nákupného centra Avion, hneď vedľa hlavného vchodu od parkoviska. Parkovanie je prvé tri hodiny zadarmo a balóny s héliom vám nafúkneme na počkanie. V predajni je aj výdajné miesto požičovne kostýmov so skúšobnými kabínkami.',
    manager: 'Katarína Vrábelová',
  },
  {
    slug: 'bratislava-eurovea',
    name: 'Party shop Bratislava – Eurovea',
    town: 'Bratislava',
    street: 'Pribinova 8 (Eurovea)',
    zip: '811 09',
    email: 'bratislava-eurovea@party-shop.sk',
    phone: '+421 2 4820 1102',
    hours: 'mall',
    lat: 48.140_4,
    lng: 17.123_4,
    description:
      'Predajňa v nákupnom centre Eurovea na nábreží Dunaja, na prvom poschodí pri eskalátoroch. Podzemné parkovisko centra je prvú hodinu zadarmo. Hélium, fóliové číslice a balónové kytice pripravíme na počkanie alebo podľa objednávky z e-shopu.',
    manager: 'Michal Gašparík',
  },
  {
    slug: 'trnava',
    name: 'Party shop Trnava',
    town: 'Trnava',
    street: 'Hlavná 17',
    zip: '917 01',
    email: 'trnava@party-shop.sk',
    phone: '+421 33 551 2204',
    hours: 'city',
    lat: 48.377_3,
    lng: 17.587_6,
    description:
      'Predajňa na pešej zóne v historickom centre Trnavy, pár krokov od Trojičného námestia. Najbližšie parkovanie je v podzemnej garáži pri City Aréne. Balóny s héliom nafukujeme na mieste a radi poradíme s výzdobou svadby či krstín.',
    manager: 'Lucia Bednárová',
  },
  {
    slug: 'nitra',
    name: 'Party shop Nitra',
    town: 'Nitra',
    street: 'Štefánikova trieda 44',
    zip: '949 01',
    email: 'nitra@party-shop.sk',
    phone: '+421 37 652 3305',
    hours: 'city',
    lat: 48.309_4,
    lng: 18.085_7,
    description:
      'Nájdete nás na Štefánikovej triede, oproti Mestskému úradu. Parkovať môžete na Svätoplukovom námestí alebo v Centro Nitra. Na predajni je plniaca stanica hélia a široký výber kostýmov na karneval aj Halloween.',
    manager: 'Tomáš Kollár',
  },
  {
    slug: 'trencin',
    name: 'Party shop Trenčín',
    town: 'Trenčín',
    street: 'Mierové námestie 22',
    zip: '911 01',
    email: 'trencin@party-shop.sk',
    phone: '+421 32 743 4406',
    hours: 'street',
    lat: 48.894_6,
    lng: 18.043_9,
    description:
      'Menšia predajňa priamo na Mierovom námestí pod Trenčianskym hradom. Parkovať môžete na Hasičskej ulici alebo na parkovisku pri Posádkovom klube. Balóny s héliom nafúkneme na počkanie, väčšie objednávky odporúčame vopred cez e-shop.',
    manager: 'Zuzana Kováčiková',
  },
  {
    slug: 'zilina',
    name: 'Party shop Žilina',
    town: 'Žilina',
    street: 'Národná 8',
    zip: '010 01',
    email: 'zilina@party-shop.sk',
    phone: '+421 41 562 5507',
    hours: 'city',
    lat: 49.222_6,
    lng: 18.740_1,
    description:
      'Predajňa na Národnej ulici medzi Mariánskym námestím a Námestím Andreja Hlinku. Parkovať môžete v OC Mirage, odkiaľ je to k nám dve minúty pešo. Hélium plníme na mieste a máme tu najväčší výber kostýmov na požičanie na severe Slovenska.',
    manager: 'Peter Matejka',
  },
  {
    slug: 'martin',
    name: 'Party shop Martin',
    town: 'Martin',
    street: 'Osloboditeľov 45',
    zip: '036 01',
    email: 'martin@party-shop.sk',
    phone: '+421 43 422 6608',
    hours: 'street',
    lat: 49.064_1,
    lng: 18.921_9,
    description:
      'Útulná predajňa na pešej zóne ulice Osloboditeľov, neďaleko Divadla SNP. Parkovisko je za budovou pošty. Balóny s héliom pripravíme na počkanie, výzdobu oslavy radi navrhneme aj s dovozom.',
    manager: 'Andrea Lipková',
  },
  {
    slug: 'banska-bystrica',
    name: 'Party shop Banská Bystrica',
    town: 'Banská Bystrica',
    street: 'Námestie SNP 10',
    zip: '974 01',
    email: 'banska-bystrica@party-shop.sk',
    phone: '+421 48 415 7709',
    hours: 'city',
    lat: 48.736_3,
    lng: 19.146_0,
    description:
      'Predajňa na Námestí SNP v srdci Banskej Bystrice, oproti hodinovej veži. Najbližšie parkovanie je v garáži pod Europa SC. Nafukujeme héliom na mieste a pripravujeme balónové girlandy na stužkové aj firemné večierky.',
    manager: 'Jozef Ďurčo',
  },
  {
    slug: 'zvolen',
    name: 'Party shop Zvolen',
    town: 'Zvolen',
    street: 'Námestie SNP 35',
    zip: '960 01',
    email: 'zvolen@party-shop.sk',
    phone: '+421 45 533 8810',
    hours: 'street',
    lat: 48.576_4,
    lng: 19.125_1,
    description:
      'Predajňa na hlavnom námestí vo Zvolene, v blízkosti Zvolenského zámku. Parkovať sa dá na parkovisku pri Kultúrnom dome. Balóny s héliom nafúkneme na počkanie a objednávky z e-shopu si tu vyzdvihnete do druhého dňa.',
    manager: 'Mária Sliacka',
  },
  {
    slug: 'poprad',
    name: 'Party shop Poprad',
    town: 'Poprad',
    street: 'Námestie sv. Egídia 50',
    zip: '058 01',
    email: 'poprad@party-shop.sk',
    phone: '+421 52 772 9911',
    hours: 'street',
    lat: 49.055_7,
    lng: 20.297_3,
    description:
      'Predajňa na Námestí sv. Egídia s výhľadom na Vysoké Tatry. Parkovať môžete na platenom parkovisku pri Tatranskej galérii. Hélium plníme na mieste, v zime máme bohatý výber karnevalových kostýmov aj pre lyžiarske párty.',
    manager: 'Martin Knapík',
  },
  {
    slug: 'presov',
    name: 'Party shop Prešov',
    town: 'Prešov',
    street: 'Hlavná 60',
    zip: '080 01',
    email: 'presov@party-shop.sk',
    phone: '+421 51 773 1012',
    hours: 'city',
    lat: 48.998_6,
    lng: 21.239_6,
    description:
      'Predajňa na Hlavnej ulici v Prešove, neďaleko Konkatedrály sv. Mikuláša. Parkovanie je v podzemnej garáži Novej Pošty. Balóny s héliom pripravíme na počkanie a pri väčších oslavách vám výzdobu aj nainštalujeme.',
    manager: 'Simona Tkáčová',
  },
  {
    slug: 'kosice',
    name: 'Party shop Košice',
    town: 'Košice',
    street: 'Námestie osloboditeľov 1 (Aupark Košice)',
    zip: '040 01',
    email: 'kosice@party-shop.sk',
    phone: '+421 55 622 1113',
    hours: 'mall',
    lat: 48.714_5,
    lng: 21.254_2,
    description:
      'Najväčšia predajňa na východe Slovenska, na prvom poschodí nákupného centra Aupark Košice. Parkovanie v garáži centra je prvé dve hodiny zadarmo. Balóny s héliom nafukujeme na počkanie každý deň do zatvorenia.',
    manager: 'Ján Hudák',
  },
  {
    slug: 'piestany',
    name: 'Party shop Piešťany',
    town: 'Piešťany',
    street: 'Winterova 28',
    zip: '921 01',
    email: 'piestany@party-shop.sk',
    phone: '+421 33 762 1214',
    hours: 'street',
    lat: 48.591_8,
    lng: 17.827_0,
    description:
      'Predajňa na kúpeľnej pešej zóne Winterova, pár minút od Kolonádového mosta. Parkovať môžete na Nálepkovej ulici alebo pri Dome umenia. Hélium plníme na mieste a pripravíme aj svadobnú výzdobu pre hotely v okolí.',
    manager: 'Veronika Mikulová',
  },
];

export const WAREHOUSE: WarehouseDef = {
  slug: 'centralny-sklad',
  name: 'Centrálny sklad e-shopu',
  town: 'Senec',
  street: 'Diaľničná cesta 5',
  zip: '903 01',
  email: 'sklad@party-shop.sk',
  phone: '+421 2 4820 1199',
  lat: 48.214_9,
  lng: 17.387_2,
  description:
    'Centrálny sklad e-shopu pri diaľnici D1 v Senci. Odtiaľto expedujeme objednávky z e-shopu a zásobujeme všetkých 13 predajní. Osobný odber objednávok je možný v pracovné dni po potvrdení e-mailom.',
};

/** Head-office contacts (the warehouse contact is the one with department 'Logistika'). */
export const OFFICE_CONTACTS: Array<{ name: string; role: string; department: string; email: string; phone: string }> = [
  {
    name: 'Alžbeta Horváthová',
    role: 'Vedúca zákazníckeho servisu',
    department: 'Zákaznícky servis',
    email: 'obchod@party-shop.sk',
    phone: '+421 2 4820 1000',
  },
  {
    name: 'Marek Novotný',
    role: 'E-commerce manažér',
    department: 'E-shop',
    email: 'eshop@party-shop.sk',
    phone: '+421 2 4820 1010',
  },
  {
    name: 'Eva Kráľová',
    role: 'Marketing a sociálne siete',
    department: 'Marketing',
    email: 'marketing@party-shop.sk',
    phone: '+421 2 4820 1020',
  },
  {
    name: 'Roman Bielik',
    role: 'Obchodný zástupca pre firmy a veľkoodberateľov',
    department: 'Veľkoobchod',
    email: 'velkoobchod@party-shop.sk',
    phone: '+421 2 4820 1030',
  },
  {
    name: 'Igor Šimko',
    role: 'Vedúci skladu a expedície',
    department: 'Logistika',
    email: 'sklad@party-shop.sk',
    phone: '+421 2 4820 1199',
  },
];
