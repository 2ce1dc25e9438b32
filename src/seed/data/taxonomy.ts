/**
 * The demo category tree, brands, motifs, colours and size tables of a Slovak party shop.
 * Slugs are derived with slugify() unless given; every slug is unique across the whole tree.
 */

/** Colour keys are keys of the illustration palette (src/media/generated-images.ts IMAGE_PALETTE). */
export type ColorKey =
  | 'gold'
  | 'silver'
  | 'rosegold'
  | 'red'
  | 'pink'
  | 'rose'
  | 'orange'
  | 'yellow'
  | 'lime'
  | 'green'
  | 'mint'
  | 'teal'
  | 'sky'
  | 'blue'
  | 'navy'
  | 'purple'
  | 'lilac'
  | 'white'
  | 'black'
  | 'brown'
  | 'mix';

/** f: the feminine Slovak adjective (farba), code: the variant code suffix (unique per colour). */
export const COLORS: Record<ColorKey, { f: string; code: string }> = {
  gold: { f: 'zlatá', code: 'ZL' },
  silver: { f: 'strieborná', code: 'ST' },
  rosegold: { f: 'ružovozlatá', code: 'RZ' },
  red: { f: 'červená', code: 'CE' },
  pink: { f: 'ružová', code: 'RU' },
  rose: { f: 'pastelovo ružová', code: 'PR' },
  orange: { f: 'oranžová', code: 'OR' },
  yellow: { f: 'žltá', code: 'ZT' },
  lime: { f: 'limetková', code: 'LI' },
  green: { f: 'zelená', code: 'ZE' },
  mint: { f: 'mentolová', code: 'MN' },
  teal: { f: 'tyrkysová', code: 'TY' },
  sky: { f: 'svetlomodrá', code: 'SM' },
  blue: { f: 'modrá', code: 'MO' },
  navy: { f: 'tmavomodrá', code: 'TM' },
  purple: { f: 'fialová', code: 'FI' },
  lilac: { f: 'levanduľová', code: 'LE' },
  white: { f: 'biela', code: 'BI' },
  black: { f: 'čierna', code: 'CI' },
  brown: { f: 'hnedá', code: 'HN' },
  mix: { f: 'mix farieb', code: 'MX' },
};

export const BRANDS = [
  'Party shop Original',
  'Amscan',
  'Godan',
  'Anagram',
  'Gemar',
  'Qualatex',
  'Sempertex',
  "Rubie's",
  'Smiffys',
  'Widmann',
  'PartyDeco',
  'Procos',
  'Folat',
  'Susy Card',
  'Boland',
] as const;

export const MOTIFS = [
  'Jednorožec',
  'Ľadové kráľovstvo',
  'Tlapková patrola',
  'Dinosaury',
  'Piráti',
  'Princezné',
  'Superhrdinovia',
  'Futbal',
  'Hasiči',
  'Safari',
  'Morská panna',
  'Vesmír',
  'Zlatá elegancia',
  'Retro 80. roky',
  'Havaj',
  'Mexiko',
  'Vianoce',
  'Halloween',
  'Svadba',
  'Baby shower',
] as const;

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

export const SIZE_TABLES = {
  kids: table(
    ['Veľkosť', 'Vek', 'Výška postavy', 'Obvod hrudníka'],
    [
      ['104', '3–4 roky', '98–104 cm', '56 cm'],
      ['116', '5–6 rokov', '110–116 cm', '60 cm'],
      ['128', '7–8 rokov', '122–128 cm', '64 cm'],
      ['140', '9–10 rokov', '134–140 cm', '68 cm'],
      ['152', '11–12 rokov', '146–152 cm', '74 cm'],
    ],
  ),
  adult: table(
    ['Veľkosť', 'EU', 'Obvod hrudníka', 'Obvod pása', 'Výška postavy'],
    [
      ['S', '36–38', '86–92 cm', '70–76 cm', '160–170 cm'],
      ['M', '40–42', '94–100 cm', '78–84 cm', '165–175 cm'],
      ['L', '44–46', '102–108 cm', '86–92 cm', '170–180 cm'],
      ['XL', '48–50', '110–116 cm', '94–100 cm', '175–185 cm'],
    ],
  ),
} as const;
type SizeTableKey = keyof typeof SIZE_TABLES;

interface SubcategoryDef {
  name: string;
  slug?: string;
  description?: string;
  /** generated illustration file name */
  image: string;
  sizeTable?: SizeTableKey;
}

export interface TopCategoryDef {
  name: string;
  slug?: string;
  description: string;
  image: string;
  sizeTable?: SizeTableKey;
  /** product code prefix */
  prefix: string;
  subs: SubcategoryDef[];
}

export const CATEGORY_TREE: TopCategoryDef[] = [
  {
    name: 'Balóny',
    slug: 'balony',
    prefix: 'BAL',
    description: 'Latexové a fóliové balóny, číslice, písmená, sady a hélium na každú oslavu.',
    image: 'balloon-teal-1.webp',
    subs: [
      { name: 'Latexové balóny', slug: 'latexove-balony', image: 'balloon-red-1.webp' },
      { name: 'Fóliové balóny', slug: 'foliove-balony', image: 'foil-gold-1.webp' },
      { name: 'Fóliové číslice', slug: 'foliove-cislice', image: 'foil-number-gold-1-5.webp' },
      { name: 'Fóliové písmená', slug: 'foliove-pismena', image: 'foil-number-silver-1-a.webp' },
      { name: 'Balónové sady a kytice', slug: 'balonove-sady', image: 'balloon-set-pink-1.webp' },
      { name: 'Balónové girlandy', slug: 'balonove-girlandy', image: 'balloon-set-mint-2.webp' },
      { name: 'Hélium a príslušenstvo', slug: 'helium-a-prislusenstvo', image: 'tank-blue-1.webp' },
      { name: 'Nafukovanie balónov', slug: 'nafukovanie-balonov', image: 'tank-teal-2.webp' },
    ],
  },
  {
    name: 'Kostýmy',
    slug: 'kostymy',
    prefix: 'KOS',
    description: 'Karnevalové kostýmy pre deti aj dospelých, od princezien po superhrdinov.',
    image: 'costume-purple-1.webp',
    subs: [
      { name: 'Detské kostýmy', slug: 'detske-kostymy', image: 'costume-pink-2.webp', sizeTable: 'kids' },
      { name: 'Dámske kostýmy', slug: 'damske-kostymy', image: 'costume-red-3.webp', sizeTable: 'adult' },
      { name: 'Pánske kostýmy', slug: 'panske-kostymy', image: 'costume-navy-4.webp', sizeTable: 'adult' },
      { name: 'Kostýmy pre bábätká', slug: 'kostymy-pre-babatka', image: 'costume-mint-5.webp', sizeTable: 'kids' },
    ],
  },
  {
    name: 'Doplnky ku kostýmom',
    slug: 'doplnky-ku-kostymom',
    prefix: 'DOP',
    description: 'Parochne, masky, klobúky, okuliare, líčidlá a rekvizity, ktoré dotvoria každý kostým.',
    image: 'wig-orange-1.webp',
    subs: [
      { name: 'Parochne', slug: 'parochne', image: 'wig-yellow-2.webp' },
      { name: 'Masky', slug: 'masky', image: 'mask-gold-1.webp' },
      { name: 'Klobúky a čiapky', slug: 'klobuky-a-ciapky', image: 'hat-black-1.webp' },
      { name: 'Okuliare', slug: 'okuliare', image: 'glasses-pink-1.webp' },
      { name: 'Líčidlá a farby na tvár', slug: 'licidla', image: 'makeup-teal-1.webp' },
      { name: 'Rekvizity', slug: 'rekvizity', image: 'props-silver-1.webp' },
    ],
  },
  {
    name: 'Dekorácie',
    slug: 'dekoracie',
    prefix: 'DEK',
    description: 'Girlandy, bannery, závesné dekorácie, konfety a lampióny pre dokonalú výzdobu.',
    image: 'garland-pink-1.webp',
    subs: [
      { name: 'Girlandy a bannery', slug: 'girlandy-a-bannery', image: 'garland-gold-2.webp' },
      { name: 'Závesné dekorácie', slug: 'zavesne-dekoracie', image: 'decoration-teal-1.webp' },
      { name: 'Stolové dekorácie', slug: 'stolove-dekoracie', image: 'decoration-gold-2.webp' },
      { name: 'Konfety', slug: 'konfety', image: 'confetti-mix-1.webp' },
      { name: 'Lampióny a lampiónové gule', slug: 'lampiony', image: 'lantern-orange-1.webp' },
    ],
  },
  {
    name: 'Párty stolovanie',
    slug: 'party-stolovanie',
    prefix: 'STO',
    description: 'Papierové taniere, poháre, servítky a slamky v ladiacich motívoch.',
    image: 'tableware-teal-1.webp',
    subs: [
      { name: 'Taniere', slug: 'taniere', image: 'tableware-pink-1.webp' },
      { name: 'Poháre', slug: 'pohare', image: 'tableware-blue-2.webp' },
      { name: 'Servítky', slug: 'servitky', image: 'tableware-yellow-3.webp' },
      { name: 'Párty sety', slug: 'party-sety', image: 'tableware-purple-1.webp' },
      { name: 'Slamky a príbory', slug: 'slamky-a-pribory', image: 'tableware-gold-2.webp' },
    ],
  },
  {
    name: 'Sviečky',
    slug: 'sviecky',
    prefix: 'SVI',
    description: 'Tortové sviečky, číslice, fontány a dekoratívne sviečky pre slávnostnú atmosféru.',
    image: 'candle-pink-1.webp',
    subs: [
      { name: 'Tortové sviečky', slug: 'tortove-sviecky', image: 'candle-mix-2.webp' },
      { name: 'Sviečky číslice', slug: 'sviecky-cislice', image: 'candle-gold-1-7.webp' },
      { name: 'Dekoratívne sviečky', slug: 'dekorativne-sviecky', image: 'candle-white-3.webp' },
      { name: 'Tortové fontány', slug: 'tortove-fontany', image: 'fountain-gold-1.webp' },
      { name: 'Prskavky', slug: 'prskavky', image: 'sparkler-silver-1.webp' },
    ],
  },
  {
    name: 'Darčeky',
    slug: 'darceky',
    prefix: 'DAR',
    description: 'Darčekové tašky, prianie, hrnčeky, knihy a hotové darčekové sady.',
    image: 'gift-red-1.webp',
    subs: [
      { name: 'Darčekové tašky', slug: 'darcekove-tasky', image: 'bag-pink-1.webp' },
      { name: 'Pohľadnice a prianie', slug: 'pohladnice', image: 'card-gold-1.webp' },
      { name: 'Darčekové sady', slug: 'darcekove-sady', image: 'gift-teal-2.webp' },
      { name: 'Hrnčeky', slug: 'hrnceky', image: 'mug-white-1.webp' },
      { name: 'Knihy a zápisníky', slug: 'knihy', image: 'book-blue-1.webp' },
    ],
  },
  {
    name: 'Narodeniny',
    slug: 'narodeniny',
    prefix: 'NAR',
    description: 'Všetko na narodeninovú oslavu: prvé narodeniny, okrúhle jubileá a tortové dekorácie.',
    image: 'balloon-set-gold-1.webp',
    subs: [
      { name: 'Prvé narodeniny', slug: 'prve-narodeniny', image: 'balloon-set-sky-1.webp' },
      { name: 'Detské narodeniny', slug: 'detske-narodeniny', image: 'garland-mix-1.webp' },
      { name: 'Okrúhle jubileá', slug: 'okruhle-jubilea', image: 'foil-number-gold-2-50.webp' },
      { name: 'Tortové dekorácie', slug: 'tortove-dekoracie', image: 'topper-gold-1.webp' },
    ],
  },
  {
    name: 'Rozlúčka so slobodou',
    slug: 'rozlucka-so-slobodou',
    prefix: 'ROZ',
    description: 'Šerpy, závoje, hry a doplnky na nezabudnuteľnú rozlúčku so slobodou.',
    image: 'sash-pink-1.webp',
    subs: [
      { name: 'Pre nevestu', slug: 'pre-nevestu', image: 'sash-white-1.webp' },
      { name: 'Pre ženícha', slug: 'pre-zenicha', image: 'sash-black-2.webp' },
      { name: 'Hry na rozlúčku', slug: 'hry-na-rozlucku', image: 'game-pink-1.webp' },
      { name: 'Pikantné doplnky 18+', slug: 'pikantne-doplnky', image: 'props-red-2.webp' },
    ],
  },
  {
    name: 'Svadba',
    slug: 'svadba',
    prefix: 'SVA',
    description: 'Svadobné dekorácie, balóny a doplnky v elegantnej bielej, zlatej a ružovozlatej.',
    image: 'decoration-white-1.webp',
    subs: [
      { name: 'Svadobné dekorácie', slug: 'svadobne-dekoracie', image: 'decoration-rosegold-2.webp' },
      { name: 'Svadobné balóny', slug: 'svadobne-balony', image: 'foil-white-2.webp' },
      { name: 'Svadobné doplnky', slug: 'svadobne-doplnky', image: 'garland-white-1.webp' },
    ],
  },
  {
    name: 'Halloween',
    slug: 'halloween',
    prefix: 'HAL',
    description: 'Strašidelné kostýmy, tekvice, pavučiny a líčenie na Halloween.',
    image: 'pumpkin-orange-1.webp',
    subs: [
      { name: 'Halloweenske kostýmy', slug: 'halloweenske-kostymy', image: 'costume-black-6.webp', sizeTable: 'adult' },
      { name: 'Halloweenske dekorácie', slug: 'halloweenske-dekoracie', image: 'decoration-black-3.webp' },
      { name: 'Tekvice a svetlá', slug: 'tekvice', image: 'pumpkin-orange-2.webp' },
      { name: 'Halloweenske líčenie', slug: 'halloweenske-licenie', image: 'makeup-black-2.webp' },
    ],
  },
  {
    name: 'Vianoce a Silvester',
    slug: 'vianoce-a-silvester',
    prefix: 'VIA',
    description: 'Vianočné ozdoby, silvestrovské doplnky, konfetové delá a svietiace hračky.',
    image: 'ornament-red-1.webp',
    subs: [
      { name: 'Vianočné ozdoby', slug: 'vianocne-ozdoby', image: 'ornament-gold-2.webp' },
      { name: 'Silvestrovské doplnky', slug: 'silvestrovske-doplnky', image: 'hat-gold-2.webp' },
      { name: 'Konfetové delá', slug: 'konfetove-dela', image: 'confetti-gold-2.webp' },
      { name: 'Svietiace doplnky', slug: 'svietiace-doplnky', image: 'glow-lime-1.webp' },
    ],
  },
  {
    name: 'Detská párty',
    slug: 'detska-party',
    prefix: 'DET',
    description: 'Piňaty, hry, drobnosti pre hostí a výzdoba na detskú oslavu.',
    image: 'pinata-pink-1.webp',
    subs: [
      { name: 'Piňaty', slug: 'pinaty', image: 'pinata-teal-2.webp' },
      { name: 'Hry pre deti', slug: 'hry-pre-deti', image: 'game-yellow-2.webp' },
      { name: 'Drobnosti pre hostí', slug: 'drobnosti-pre-hosti', image: 'gift-yellow-3.webp' },
      { name: 'Maľovanie na tvár', slug: 'malovanie-na-tvar', image: 'makeup-pink-3.webp' },
    ],
  },
];

/** Top categories of the mega-menu (categoriesMenu setting), in order. */
export const MENU_CATEGORY_SLUGS = [
  'balony',
  'kostymy',
  'doplnky-ku-kostymom',
  'dekoracie',
  'party-stolovanie',
  'sviecky',
  'darceky',
  'narodeniny',
  'rozlucka-so-slobodou',
  'svadba',
  'halloween',
  'vianoce-a-silvester',
] as const;
