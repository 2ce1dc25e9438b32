/**
 * Site-wide demo content of the party shop: menus, social links, search placeholders, banners, services, jobs,
 * events, videos and the downloadable documents (rendered to PDF by src/seed/pdf.ts).
 * Image names are generated illustrations (src/media/generated-images.ts): `<kind>-<colour>-<1-9>.webp`.
 */
import type { MenuLink, BottomMenuGroup } from '../../domain/settings/settings';
import type { PdfDocumentContent } from '../pdf';

// ---------------------------------------------------------------------------------------------------------------------
// menus and header

export const SOCIAL: Array<{ name: string; url: string }> = [
  { name: 'Facebook', url: 'https://www.facebook.com/partyshop.sk' },
  { name: 'Instagram', url: 'https://www.instagram.com/partyshop.sk' },
  { name: 'YouTube', url: 'https://www.youtube.com/@partyshopsk' },
];

export const TOP_MENU: MenuLink[] = [
  { text: 'Novinky', link: '/produkty/novinky' },
  { text: 'Akcie', link: '/produkty/akce' },
  { text: 'Požičovňa kostýmov', link: '/info/21/pozicovna-kostymov' },
  { text: 'Blog', link: '/blog' },
  { text: 'Predajne', link: '/prodejny' },
  { text: 'Eventy', link: '/eventy' },
  { text: 'Kontakt', link: '/info/kontakt' },
];

export const BOTTOM_MENU: BottomMenuGroup[] = [
  {
    title: 'Nákup',
    links: [
      { text: 'Doprava a platba', link: '/info/rozvoz' },
      { text: 'Obchodné podmienky', link: '/obchodne-podmienky' },
      { text: 'Reklamácie a vrátenie tovaru', link: '/reklamacie' },
      { text: 'Dokumenty na stiahnutie', link: '/dokumenty' },
      { text: 'Zásady cookies', link: '/cookies' },
    ],
  },
  {
    title: 'Služby',
    links: [
      { text: 'Požičovňa kostýmov', link: '/info/21/pozicovna-kostymov' },
      { text: 'Výzdoba na kľúč', link: '/info/22/vyzdoba-na-kluc' },
      { text: 'Nafukovanie balónikov', link: '/info/23/nafukovanie-balonikov' },
      { text: 'Pridať event', link: '/eventy/novy' },
    ],
  },
  {
    title: 'O nás',
    links: [
      { text: 'O Party shope', link: '/info/o-nas' },
      { text: 'Kariéra', link: '/kariera' },
      { text: 'Kontakty', link: '/kontakty' },
      { text: 'Naše predajne', link: '/prodejny' },
      { text: 'Blog', link: '/blog' },
      { text: 'Ochrana osobných údajov', link: '/ochrana-osobnych-udajov' },
    ],
  },
  {
    title: 'Sledujte nás',
    links: SOCIAL.map((s) => ({ text: s.name, link: s.url, leave: true })),
  },
];

/** Texts typed out one by one in the header search box. */
export const SEARCH_PLACEHOLDERS: string[] = [
  'Hľadať balóny s héliom…',
  'Kostým na karneval…',
  'Číslica na 18. narodeniny…',
  'Dekorácie na rozlúčku so slobodou…',
  'Tortová fontána…',
  'Piňata pre deti…',
  'Zlaté konfety na Silvestra…',
  'Výzdoba na svadbu…',
];

// ---------------------------------------------------------------------------------------------------------------------
// banners

export interface BannerDef {
  key: 'banner.promo' | 'banner.popup';
  title: string;
  /** a path, or a top category (slug from taxonomy.ts) resolved to its URL by the seed */
  url: string | { category: string };
  /** generated illustration file name */
  image: string;
  /** the intro popup's phone illustration (decision 0088) */
  imageMobile?: string;
}

const PROMOS: Record<number, Omit<BannerDef, 'key'>> = {
  1: { title: 'Karnevalová sezóna: kostýmy pre celú rodinu', url: { category: 'kostymy' }, image: 'banner-purple-1.webp' },
  2: { title: 'Valentín a fašiangy: srdiečkové balóny aj karnevalové masky', url: { category: 'balony' }, image: 'banner-red-2.webp' },
  3: { title: 'Jarné oslavy: všetko na narodeniny a jubileá', url: { category: 'narodeniny' }, image: 'banner-lime-3.webp' },
  4: {
    title: 'Svadobná sezóna začína: dekorácie a balóny pre váš veľký deň',
    url: { category: 'svadba' },
    image: 'banner-rosegold-1.webp',
  },
  5: {
    title: 'Rozlúčka so slobodou: šerpy, hry a doplnky pre nevestu aj ženícha',
    url: { category: 'rozlucka-so-slobodou' },
    image: 'banner-pink-4.webp',
  },
  6: { title: 'Leto plné osláv: piňaty, hry a balóny na detskú párty', url: { category: 'detska-party' }, image: 'banner-yellow-5.webp' },
  7: { title: 'Letný výpredaj: zľavy až 40 % na dekorácie a stolovanie', url: '/produkty/akce', image: 'banner-orange-6.webp' },
  8: {
    title: 'Svadby a záhradné párty: lampióny, girlandy a stolovanie',
    url: { category: 'party-stolovanie' },
    image: 'banner-teal-2.webp',
  },
  9: { title: 'Späť do školy: oslávte detské narodeniny s Party shopom', url: { category: 'narodeniny' }, image: 'banner-sky-7.webp' },
  10: { title: 'Halloween: kostýmy, tekvice a strašidelné líčenie', url: { category: 'halloween' }, image: 'banner-orange-8.webp' },
  11: { title: 'Vianoce sa blížia: ozdoby a darčeky už v predaji', url: { category: 'vianoce-a-silvester' }, image: 'banner-green-3.webp' },
  12: {
    title: 'Silvester: konfety, prskavky a zlaté balóny na polnoc',
    url: { category: 'vianoce-a-silvester' },
    image: 'banner-gold-9.webp',
  },
};

/** The homepage promo banner for the given month (1–12). */
export function seasonalPromo(month: number): BannerDef {
  const m = ((((Math.trunc(month) - 1) % 12) + 12) % 12) + 1;
  return { key: 'banner.promo', ...PROMOS[m]! };
}

/** The intro popup: one banner, with its own picture on phones (decision 0088). */
export const POPUP_BANNERS: BannerDef[] = [
  {
    key: 'banner.popup',
    title: 'Zľava 10 % na prvý nákup s kódom VITAJ10',
    url: '/registrace',
    image: 'popup-pink-1.webp',
    imageMobile: 'popup-mobile-pink-1.webp',
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// services (pages 21/22/23)

export interface ServiceDef {
  id: number;
  slug: string;
  title: string;
  perex: string;
  /** html */
  content: string;
  image: string;
  pageId: number;
}

export const SERVICES: ServiceDef[] = [
  {
    id: 1,
    slug: 'pozicovna-kostymov',
    title: 'Požičovňa kostýmov',
    perex: 'Viac ako 600 kostýmov pre deti aj dospelých na karneval, Halloween, divadlo či firemnú párty – na deň, víkend alebo týždeň.',
    image: 'service-purple-1.webp',
    pageId: 21,
    content: `<h2>Kostým na jeden večer bez zbytočných výdavkov</h2>
<p>Kupovať drahý kostým na jediný karneval sa neoplatí. V našej požičovni nájdete <strong>viac ako 600 kostýmov</strong> pre deti od dvoch rokov aj pre dospelých – od princezien a superhrdinov cez historické kostýmy až po masky na Halloween a tematické firemné večierky. Kostýmy sú po každom vrátení vyčistené a skontrolované.</p>
<h2>Ako to funguje</h2>
<ul>
<li>Vyberte si kostým na predajni alebo nám napíšte, čo hľadáte – radi vám pošleme fotografie.</li>
<li>Kostým si môžete rezervovať až 30 dní vopred, v sezóne karnevalov odporúčame rezerváciu čo najskôr.</li>
<li>Pri vyzdvihnutí si kostým vyskúšate v kabínke a zaplatíte požičovné a vratnú zálohu.</li>
<li>Kostým vrátite v dohodnutý deň bez prania – čistenie zabezpečíme sami.</li>
</ul>
<h2>Ceny a záloha</h2>
<p>Požičovné začína na <strong>9 € za detský kostým</strong> a <strong>15 € za kostým pre dospelých</strong> na 3 dni. Víkendové požičanie (piatok až pondelok) účtujeme ako jeden deň. Záloha je 30 až 80 € podľa kostýmu a vrátime ju celú pri vrátení nepoškodeného kostýmu. Kompletný cenník si môžete stiahnuť v sekcii Dokumenty.</p>
<h2>Doplnky k požičanému kostýmu</h2>
<p>K požičanému kostýmu vám predáme parochňu, líčidlá, masku alebo rekvizity so <strong>zľavou 10 %</strong>. Požičovňu nájdete na predajniach Bratislava – Avion, Žilina a Košice; na ostatné predajne vám kostým na požiadanie prevezieme do troch pracovných dní.</p>`,
  },
  {
    id: 2,
    slug: 'vyzdoba-na-kluc',
    title: 'Výzdoba na kľúč',
    perex: 'Navrhneme, privezieme a nainštalujeme výzdobu svadby, narodenín, firemného večierka aj detskej oslavy – vy sa už len bavíte.',
    image: 'service-gold-2.webp',
    pageId: 22,
    content: `<h2>Oslava vyzdobená presne podľa vašich predstáv</h2>
<p>Nemáte čas ani chuť naťahovať girlandy a nafukovať stovky balónov? Náš tím dekoratérov pripraví <strong>kompletnú výzdobu na kľúč</strong> – od návrhu cez dovoz až po inštaláciu a upratanie po oslave. Zdobíme svadby, okrúhle jubileá, krstiny, detské narodeniny, stužkové aj firemné večierky v reštauráciách, hoteloch, sálach aj v záhrade.</p>
<h2>Čo pre vás pripravíme</h2>
<ul>
<li>balónové brány, girlandy a stĺpy vo farbách vašej oslavy,</li>
<li>fotostenu s nápisom, menom alebo logom firmy,</li>
<li>výzdobu stolov – obrusy, stredové dekorácie, sviečky a menovky,</li>
<li>héliové balóny pod strop a fóliové číslice k jubileu,</li>
<li>tematickú výzdobu detskej oslavy vrátane piňaty a drobností pre hostí.</li>
</ul>
<h2>Ako prebieha objednávka</h2>
<p>Pošlite nám dopyt cez formulár s termínom, miestom a počtom hostí. Do dvoch pracovných dní vám pošleme <strong>návrh s vizualizáciou a cenou</strong>. Po potvrdení a zaplatení zálohy 30 % všetko pripravíme a v deň oslavy výzdobu nainštalujeme, zvyčajne za dve až štyri hodiny.</p>
<p>Výzdoba malej detskej oslavy začína na <strong>79 €</strong>, svadobná výzdoba sály pre 80 hostí na približne 450 €. Doprava do 20 km od našej predajne je zadarmo, ďalej účtujeme 0,50 € za kilometer.</p>`,
  },
  {
    id: 3,
    slug: 'nafukovanie-balonikov',
    title: 'Nafukovanie balónikov',
    perex: 'Balóny s héliom nafúkneme na počkanie na všetkých 13 predajniach – latexové aj fóliové, jednotlivo aj v kyticiach.',
    image: 'service-sky-3.webp',
    pageId: 23,
    content: `<h2>Balóny s héliom na počkanie</h2>
<p>Na každej z našich <strong>13 predajní</strong> je plniaca stanica hélia. Vyberte si latexové balóny, fóliové číslice, písmená alebo tvarované balóny a my vám ich nafúkneme na počkanie. Pri väčších objednávkach nad 30 balónov odporúčame objednať si nafúknutie aspoň deň vopred cez e-shop alebo telefonicky na predajni.</p>
<h2>Ako dlho balóny vydržia</h2>
<ul>
<li><strong>latexové balóny</strong> s héliom lietajú 8 až 12 hodín, s ošetrením gélom Hi-Float až 3 dni,</li>
<li><strong>fóliové balóny</strong> a číslice vydržia vo vzduchu 7 až 14 dní,</li>
<li><strong>balóny Bubbles</strong> z priehľadného materiálu vydržia aj tri týždne.</li>
</ul>
<h2>Ceny nafukovania</h2>
<p>Nafúknutie latexového balóna héliom stojí od <strong>1,20 €</strong>, fóliovej číslice s výškou 100 cm od <strong>6,90 €</strong>. Stuhu a závažie k balónom dostanete zadarmo. Balóny kúpené v e-shope vám nafúkneme pri osobnom odbere na predajni – stačí to zaškrtnúť v košíku.</p>
<h2>Tipy na prevoz</h2>
<p>Nafúknuté balóny neprevážajte v horúcom aute ani na priamom slnku – hélium sa teplom rozpína a balón môže prasknúť. Naopak v mraze sa balóny zmrštia, no po zohriatí v miestnosti sa opäť vyrovnajú. Na väčšie množstvá vám radi požičiame prepravné vrecia.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// jobs

export interface JobDef {
  title: string;
  location: string;
  employmentType: 'plný úväzok' | 'brigáda' | 'skrátený úväzok';
  salary: string;
  /** html */
  description: string;
  published: boolean;
  /** days before the seed date it was published (created a day earlier) */
  daysAgo: number;
}

const jobHtml = (intro: string, duties: string[], requirements: string[], offer: string[]) =>
  `<p>${intro}</p>
<h2>Náplň práce</h2>
<ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul>
<h2>Požadujeme</h2>
<ul>${requirements.map((d) => `<li>${d}</li>`).join('')}</ul>
<h2>Ponúkame</h2>
<ul>${offer.map((d) => `<li>${d}</li>`).join('')}</ul>
<p>Životopis nám pošlite cez formulár pri ponuke. Ozveme sa každému uchádzačovi do 10 pracovných dní.</p>`;

export const JOBS: JobDef[] = [
  {
    title: 'Predavač/ka – Bratislava Eurovea',
    location: 'Bratislava – Eurovea',
    employmentType: 'plný úväzok',
    salary: 'od 1 050 € brutto',
    published: true,
    daysAgo: 5,
    description: jobHtml(
      'Hľadáme usmiateho kolegu alebo kolegyňu do našej predajne v nákupnom centre Eurovea.',
      [
        'obsluha zákazníkov a poradenstvo pri výbere kostýmov a dekorácií',
        'nafukovanie balónov héliom a príprava balónových kytíc',
        'vykladanie tovaru, cenovky a starostlivosť o výklad',
        'vydávanie objednávok z e-shopu',
      ],
      ['stredoškolské vzdelanie', 'príjemné vystupovanie a chuť pracovať s ľuďmi', 'ochotu pracovať aj cez víkendy podľa rozpisu'],
      ['stabilnú prácu v dvojzmennej prevádzke', 'zamestnaneckú zľavu 25 % na celý sortiment', 'stravné lístky a mesačné odmeny z tržieb'],
    ),
  },
  {
    title: 'Brigáda – nafukovanie balónov cez víkendy',
    location: 'Košice – Aupark',
    employmentType: 'brigáda',
    salary: '6,50 € / hod. brutto',
    published: true,
    daysAgo: 12,
    description: jobHtml(
      'Cez víkendy a pred sviatkami máme plné ruky práce. Pridaj sa k nám na brigádu popri škole.',
      ['nafukovanie latexových a fóliových balónov héliom', 'viazanie balónových kytíc podľa objednávok', 'pomoc pri pokladni'],
      ['vek nad 18 rokov', 'zručnosť a trpezlivosť', 'čas aspoň dve soboty v mesiaci'],
      ['flexibilný rozpis smien', 'zaškolenie od našich skúsených kolegýň', 'výplatu vždy do 10. dňa v mesiaci'],
    ),
  },
  {
    title: 'Skladník/čka v centrálnom sklade',
    location: 'Senec',
    employmentType: 'plný úväzok',
    salary: 'od 1 150 € brutto',
    published: true,
    daysAgo: 8,
    description: jobHtml(
      'Do centrálneho skladu e-shopu v Senci hľadáme posilu tímu expedície.',
      [
        'vychystávanie a balenie objednávok e-shopu',
        'príjem tovaru od dodávateľov a zaskladnenie',
        'príprava závozov pre 13 predajní',
        'inventúry',
      ],
      ['presnosť a spoľahlivosť', 'skúsenosť so skenerom výhodou', 'preukaz na VZV výhodou, nie podmienkou'],
      ['rannú zmenu od 7:00 do 15:30, víkendy voľno', 'príspevok na dopravu z Bratislavy a Trnavy', 'stravu v závodnej jedálni a 13. plat'],
    ),
  },
  {
    title: 'Dekoratér/ka – výzdoba na kľúč',
    location: 'Bratislava a okolie',
    employmentType: 'plný úväzok',
    salary: 'od 1 300 € brutto',
    published: true,
    daysAgo: 20,
    description: jobHtml(
      'Baví ťa tvoriť balónové brány a vyzdobiť sálu tak, aby hosťom padla sánka? Hľadáme dekoratéra alebo dekoratérku.',
      [
        'návrh a príprava výzdoby svadieb, osláv a firemných akcií',
        'inštalácia a demontáž výzdoby u zákazníka',
        'komunikácia so zákazníkmi a príprava cenových ponúk',
      ],
      ['cit pre farby a detail', 'vodičský preukaz skupiny B', 'flexibilitu – časť akcií prebieha cez víkend'],
      ['služobné auto na akcie', 'kurzy balónovej dekorácie v zahraničí', 'príplatky za víkendovú prácu'],
    ),
  },
  {
    title: 'Správca/kyňa sociálnych sietí',
    location: 'Bratislava (kancelária) / čiastočne z domu',
    employmentType: 'skrátený úväzok',
    salary: 'od 750 € brutto (30 h týždenne)',
    published: true,
    daysAgo: 3,
    description: jobHtml(
      'Hľadáme kreatívneho človeka, ktorý sa bude starať o náš Instagram, Facebook a YouTube.',
      [
        'tvorba príspevkov, reels a stories',
        'natáčanie krátkych návodových videí na predajniach',
        'komunikácia s influencermi a komunitou',
      ],
      ['skúsenosť so správou firemných profilov', 'základy práce s Canvou a strihom videa', 'výbornú slovenčinu'],
      ['prácu z domu dva dni v týždni', 'notebook a telefón', 'priestor pre vlastné nápady'],
    ),
  },
  {
    title: 'Vedúci/a predajne Žilina',
    location: 'Žilina',
    employmentType: 'plný úväzok',
    salary: 'od 1 400 € brutto + prémie',
    published: false,
    daysAgo: 0,
    description: jobHtml(
      'Pripravujeme nábor vedúceho alebo vedúcej predajne v Žiline.',
      ['vedenie tímu štyroch predavačov', 'objednávky tovaru a starostlivosť o sklad predajne', 'plnenie obchodného plánu'],
      ['aspoň dvojročnú skúsenosť s vedením predajne', 'organizačné schopnosti', 'znalosť práce s počítačom'],
      ['prémie podľa výsledkov predajne', 'služobný telefón', 'pracovný čas s víkendmi podľa dohody'],
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// events

export interface EventDef {
  title: string;
  /** html */
  description: string;
  /** days from the seed date: positive = in the future, negative = in the past */
  inDays: number;
  /** [start, end] local hour */
  hours: [number, number];
  place: string;
  /** 0-based index into BRANCHES, or null for an outside venue */
  store: number | null;
  image: string;
  published: boolean;
  /** set for a shopper's proposal (default organizer: the shop's marketing) */
  organizer?: { name: string; email: string; phone: string };
}

export const EVENTS: EventDef[] = [
  {
    title: 'Balónová dielňa pre deti v Avione',
    description: `<p>Príďte si s deťmi vyskúšať, ako sa z obyčajných balónov modelujú psíky, mečíky a kvetinky. Naša dekoratérka ukáže základné triky a každé dieťa si odnesie svoj výtvor domov.</p>
<p>Dielňa je vhodná pre deti od 5 rokov, vstup je <strong>zadarmo</strong>. Počet miest je obmedzený na 20 detí, preto odporúčame prísť včas.</p>`,
    inDays: 5,
    hours: [10, 12],
    place: 'Party shop Bratislava – Avion, Ivanská cesta 16, Bratislava',
    store: 0,
    image: 'event-sky-1.webp',
    published: true,
  },
  {
    title: 'Workshop: balónová girlanda za hodinu',
    description: `<p>Naučte sa postaviť organickú balónovú girlandu, ktorá bude ozdobou každej oslavy. Ukážeme vám, ako kombinovať veľkosti a farby, ako girlandu upevniť na stenu a ako ju doplniť sušenými kvetmi.</p>
<p>Materiál na vlastnú girlandu v hodnote 25 € je súčasťou workshopu. Cena workshopu je <strong>35 €</strong>, rezervácia na predajni alebo e-mailom.</p>
<p>Účastníci workshopu dostanú zľavu 15 % na balóny po celý nasledujúci mesiac.</p>`,
    inDays: 12,
    hours: [17, 19],
    place: 'Party shop Nitra, Štefánikova trieda 44, Nitra',
    store: 3,
    image: 'event-pink-2.webp',
    published: true,
  },
  {
    title: 'Deň kostýmov v Eurovei',
    description: `<p>Celý deň sa na predajni v Eurovei môžete prezliecť do ktoréhokoľvek kostýmu z našej požičovne a odfotiť sa pri veľkej foto stene. Najlepšie fotky zverejníme na Instagrame.</p>
<p>Každý, kto si v tento deň rezervuje kostým, získa <strong>požičovné o 20 % lacnejšie</strong>. Pre deti je pripravené maľovanie na tvár.</p>`,
    inDays: 19,
    hours: [10, 18],
    place: 'Party shop Bratislava – Eurovea, Pribinova 8, Bratislava',
    store: 1,
    image: 'event-purple-3.webp',
    published: true,
  },
  {
    title: 'Poradňa: výzdoba svadby a oslavy na kľúč',
    description: `<p>Plánujete svadbu, jubileum alebo firemný večierok? Príďte sa poradiť s našimi dekoratérmi. Ukážeme vám vzorky balónových brán, stolových dekorácií a foto stien a pripravíme orientačnú cenovú ponuku.</p>
<p>Konzultácia je <strong>bezplatná</strong> a nezáväzná. Ak si výzdobu objednáte do 14 dní, doprava a inštalácia sú zadarmo.</p>`,
    inDays: 26,
    hours: [15, 18],
    place: 'Party shop Žilina, Národná 8, Žilina',
    store: 5,
    image: 'event-rosegold-4.webp',
    published: true,
  },
  {
    title: 'Maľovanie na tvár pre deti',
    description: `<p>Profesionálna maskérka premení vaše deti na tigríkov, motýle či superhrdinov. Používame len hypoalergénne farby na tvár, ktoré sa dajú ľahko zmyť vodou.</p>
<p>Maľovanie je <strong>zadarmo</strong> pri nákupe nad 10 €. Rodičom ukážeme aj jednoduché motívy, ktoré zvládnu doma na detskej oslave.</p>`,
    inDays: 33,
    hours: [14, 17],
    place: 'Party shop Košice, Aupark Košice, Námestie osloboditeľov 1, Košice',
    store: 11,
    image: 'event-teal-5.webp',
    published: true,
  },
  {
    title: 'Rodinný deň s Party shopom v Piešťanoch',
    description: `<p>Pozývame celé rodiny na popoludnie plné hier, súťaží a balónov v kúpeľnom parku. Čaká vás rozbíjanie piňát, balónový klaun, kostýmová prehliadka detí a tombola o darčekové poukážky.</p>
<p>Vstup je <strong>voľný</strong>. V prípade nepriaznivého počasia sa akcia presúva do priestorov Domu umenia.</p>`,
    inDays: 47,
    hours: [13, 18],
    place: 'Kúpeľný ostrov, Piešťany',
    store: null,
    image: 'event-yellow-6.webp',
    published: true,
  },
  {
    title: 'Tortové sviečky a fontány bezpečne na oslave',
    description: `<p>Krátka prednáška s ukážkami o tom, ako bezpečne používať tortové fontány, prskavky a číslicové sviečky. Ukázali sme, ktoré fontány sú vhodné do interiéru a ako ich správne upevniť na tortu.</p>
<p>Ďakujeme všetkým, ktorí prišli – fotky z akcie nájdete na našom Facebooku.</p>`,
    inDays: -14,
    hours: [16, 18],
    place: 'Party shop Trnava, Hlavná 17, Trnava',
    store: 2,
    image: 'event-gold-7.webp',
    published: true,
  },
  {
    title: 'Kostýmová prehliadka detí v Prešove',
    description: `<p>Na prehliadke sa predstavilo viac ako 40 detských masiek – od vlastnoručne šitých kostýmov až po kostýmy z našej požičovne. Porota ocenila najvtipnejšiu, najkrajšiu a najoriginálnejšiu masku.</p>
<p>Víťazom sme odovzdali darčekové poukážky a všetky deti dostali balón s héliom. Ďakujeme za skvelú atmosféru!</p>`,
    inDays: -45,
    hours: [10, 13],
    place: 'Party shop Prešov, Hlavná 60, Prešov',
    store: 10,
    image: 'event-orange-8.webp',
    published: true,
  },
  {
    title: 'Burza detských kostýmov vo Zvolene',
    description: `<p>Rada by som zorganizovala burzu, na ktorej si rodičia môžu vymeniť alebo lacno predať kostýmy, z ktorých deti vyrástli. Predajný stôl by bol zadarmo a nepredané kostýmy by sme darovali materským školám.</p>
<p>Priestor máme dohodnutý v komunitnom centre. Prosím o zverejnenie v kalendári eventov.</p>`,
    inDays: 21,
    hours: [9, 12],
    place: 'Komunitné centrum Zvolen, Námestie SNP 21, Zvolen',
    store: null,
    image: 'event-lime-9.webp',
    published: false,
    organizer: { name: 'Lucia Hromadová', email: 'lucia.hromadova@example.com', phone: '+421 904 321 987' },
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// videos

export interface VideoDef {
  title: string;
  description: string;
  /** file name of /media/videos/<slug>.mp4 */
  slug: string;
  thumbnail: string;
  /** seconds */
  duration: number;
}

export const VIDEOS: VideoDef[] = [
  {
    title: 'Ako vyrobiť balónovú girlandu',
    description:
      'Krok za krokom postavíme organickú girlandu z 80 balónov rôznych veľkostí – bez pumpy na elektrinu a za menej ako hodinu.',
    slug: 'balonova-girlanda',
    thumbnail: 'video-pink-1.webp',
    duration: 612,
  },
  {
    title: 'Líčenie na Halloween: lebka za 15 minút',
    description: 'Naša maskérka ukazuje jednoduché líčenie lebky pomocou troch farieb na tvár a štetca. Zvládne to aj úplný začiatočník.',
    slug: 'licenie-na-halloween',
    thumbnail: 'video-black-2.webp',
    duration: 845,
  },
  {
    title: 'Nafukovanie balónov héliom doma',
    description: 'Ako správne používať jednorazovú héliovú bombu, koľko balónov z nej nafúknete a ako predĺžiť ich let gélom Hi-Float.',
    slug: 'nafukovanie-heliom',
    thumbnail: 'video-sky-3.webp',
    duration: 398,
  },
  {
    title: 'Skladáme kostým z doplnkov',
    description:
      'Pirát, čarodejnica alebo hviezda 80. rokov – ukážeme, ako poskladať originálny kostým z parochne, klobúka a pár doplnkov.',
    slug: 'skladanie-kostymu',
    thumbnail: 'video-purple-4.webp',
    duration: 527,
  },
  {
    title: 'Slávnostná výzdoba stola',
    description: 'Obrus, stredová dekorácia, menovky a sviečky: ako vyzdobiť stôl na narodeniny alebo jubileum tak, aby pôsobil elegantne.',
    slug: 'vyzdoba-stola',
    thumbnail: 'video-gold-5.webp',
    duration: 473,
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// documents (PDF)

export interface DocumentDef {
  title: string;
  description: string;
  fileName: string;
  pdf: PdfDocumentContent;
}

/** The downloadable documents; `companyLine` (name, address, IČO) is the footer of every PDF. */
export function buildDocuments(companyLine: string): DocumentDef[] {
  return [
    {
      title: 'Obchodné podmienky',
      description: 'Všeobecné obchodné podmienky nákupu v e-shope a na predajniach Party shop.',
      fileName: 'obchodne-podmienky.pdf',
      pdf: {
        title: 'Všeobecné obchodné podmienky',
        footer: companyLine,
        paragraphs: [
          'Tieto obchodné podmienky upravujú práva a povinnosti predávajúceho a kupujúceho pri nákupe tovaru a služieb v internetovom obchode party-shop.sk a na predajniach Party shop. Predávajúcim je spoločnosť uvedená v päte tohto dokumentu.',
          '## 1. Objednávka a uzavretie zmluvy',
          'Objednávku môžete odoslať cez e-shop s registráciou alebo bez nej. Kúpna zmluva je uzavretá doručením potvrdenia objednávky na váš e-mail. Predávajúci si vyhradzuje právo objednávku zrušiť, ak tovar nie je možné dodať.',
          '## 2. Ceny a platba',
          'Všetky ceny sú uvedené v eurách vrátane DPH. Pri platbe vopred tovar odosielame po pripísaní platby na účet.',
          '## 3. Doprava a dodanie',
          'Ponúkané spôsoby dopravy a platby, ich ceny, dodacie lehoty a hranicu pre dopravu zadarmo uvádzame na stránke Doprava a platba (party-shop.sk/info/rozvoz) a v košíku pred odoslaním objednávky.',
          '## 4. Odstúpenie od zmluvy',
          'Spotrebiteľ môže od zmluvy uzavretej cez e-shop odstúpiť bez udania dôvodu do 14 dní od prevzatia tovaru. Peniaze vrátime do 14 dní od doručenia odstúpenia, najskôr však po vrátení tovaru. Odstúpiť nie je možné od kúpy nafúknutých balónov, tovaru upraveného na želanie zákazníka a hygienického tovaru v porušenom obale.',
          '## 5. Reklamácie',
          'Na tovar platí záruka 24 mesiacov. Reklamáciu uplatníte na predajni alebo zaslaním tovaru s reklamačným formulárom. Reklamáciu vybavíme najneskôr do 30 dní.',
          '## 6. Požičovňa kostýmov',
          'Požičanie kostýmu sa riadi cenníkom požičovne. Pri prevzatí kostýmu sa platí vratná záloha, ktorú vrátime po vrátení nepoškodeného kostýmu v dohodnutom termíne.',
          '## 7. Záverečné ustanovenia',
          'Orgánom dozoru je Slovenská obchodná inšpekcia. Spotrebiteľ sa môže obrátiť aj na subjekt alternatívneho riešenia sporov. Tieto podmienky sú účinné od 1. 1. 2026.',
        ],
      },
    },
    {
      title: 'Reklamačný formulár',
      description: 'Vyplňte a priložte k reklamovanému tovaru, ktorý posielate poštou alebo kuriérom.',
      fileName: 'reklamacny-formular.pdf',
      pdf: {
        title: 'Reklamačný formulár',
        footer: companyLine,
        paragraphs: [
          'Vyplnený formulár priložte k reklamovanému tovaru a zašlite ho na adresu centrálneho skladu: Party shop – reklamácie, Diaľničná cesta 5, 903 01 Senec. Reklamáciu môžete uplatniť aj osobne na ktorejkoľvek predajni.',
          '## Údaje o kupujúcom',
          '____ Meno a priezvisko',
          '____ Ulica a číslo',
          '____ PSČ a mesto',
          '____ E-mail',
          '____ Telefón',
          '## Údaje o tovare',
          '____ Číslo objednávky / dokladu',
          '____ Dátum nákupu',
          '____ Názov a kód tovaru',
          '____ Popis vady',
          '____ ',
          '## Navrhovaný spôsob vybavenia',
          '• oprava tovaru  • výmena tovaru  • primeraná zľava  • vrátenie peňazí',
          '____ Číslo účtu (IBAN) na vrátenie peňazí',
          'Reklamáciu vybavíme bez zbytočného odkladu, najneskôr do 30 dní od jej uplatnenia. O výsledku vás budeme informovať e-mailom.',
          '____ Dátum a podpis',
        ],
      },
    },
    {
      title: 'Formulár na odstúpenie od zmluvy',
      description: 'Vzorový formulár na vrátenie tovaru kúpeného v e-shope do 14 dní bez udania dôvodu.',
      fileName: 'odstupenie-od-zmluvy.pdf',
      pdf: {
        title: 'Formulár na odstúpenie od zmluvy',
        footer: companyLine,
        paragraphs: [
          'Vyplňte a zašlite tento formulár len v prípade, že si želáte odstúpiť od zmluvy. Formulár pošlite e-mailom na obchod@party-shop.sk alebo spolu s tovarom na adresu: Party shop – vrátenie tovaru, Diaľničná cesta 5, 903 01 Senec.',
          '## Oznámenie o odstúpení od zmluvy',
          'Týmto oznamujem, že odstupujem od zmluvy na tento tovar:',
          '____ Názov tovaru',
          '____ Číslo objednávky',
          '____ Dátum objednania',
          '____ Dátum prevzatia',
          '## Údaje o spotrebiteľovi',
          '____ Meno a priezvisko',
          '____ Adresa',
          '____ E-mail a telefón',
          '____ Číslo účtu (IBAN)',
          '## Dôležité informácie',
          '• Lehota na odstúpenie je 14 dní odo dňa prevzatia tovaru.',
          '• Tovar vráťte nepoškodený, najlepšie v pôvodnom obale, najneskôr do 14 dní od odstúpenia.',
          '• Kúpnu cenu vrátane najlacnejšieho spôsobu dopravy vrátime do 14 dní od doručenia odstúpenia.',
          '• Priame náklady na vrátenie tovaru znáša spotrebiteľ.',
          '• Odstúpiť nie je možné od kúpy nafúknutých balónov a tovaru upraveného na želanie.',
          '____ Dátum a podpis',
        ],
      },
    },
    {
      title: 'Zásady ochrany osobných údajov',
      description: 'Ako spracúvame osobné údaje zákazníkov e-shopu, predajní a uchádzačov o zamestnanie.',
      fileName: 'ochrana-osobnych-udajov.pdf',
      pdf: {
        title: 'Zásady ochrany osobných údajov',
        footer: companyLine,
        paragraphs: [
          'Prevádzkovateľom osobných údajov je spoločnosť uvedená v päte tohto dokumentu. Osobné údaje spracúvame v súlade s nariadením GDPR a zákonom č. 18/2018 Z. z. o ochrane osobných údajov. Kontakt: gdpr@party-shop.sk.',
          '## Aké údaje spracúvame a prečo',
          '• meno, adresu, e-mail a telefón – na vybavenie objednávky a doručenie tovaru (plnenie zmluvy),',
          '• fakturačné údaje – na vedenie účtovníctva (zákonná povinnosť, 10 rokov),',
          '• e-mail – na zasielanie noviniek, len s vaším súhlasom, ktorý môžete kedykoľvek odvolať,',
          '• životopis uchádzača – na výberové konanie, najdlhšie 6 mesiacov,',
          '• údaje o správaní na webe – analytické cookies, len s vaším súhlasom.',
          '## Komu údaje poskytujeme',
          'Údaje odovzdávame len v nevyhnutnom rozsahu prepravcom (kuriérska spoločnosť, Zásielkovňa), poskytovateľovi platobnej brány, účtovnej kancelárii a poskytovateľovi hostingu. Údaje neprenášame mimo Európskej únie.',
          '## Vaše práva',
          '• právo na prístup k údajom a na ich opravu,',
          '• právo na vymazanie a obmedzenie spracúvania,',
          '• právo na prenosnosť údajov,',
          '• právo namietať spracúvanie a odvolať súhlas,',
          '• právo podať sťažnosť na Úrade na ochranu osobných údajov SR.',
          '## Zabezpečenie',
          'Údaje chránime šifrovaným spojením, prístupovými právami a pravidelným zálohovaním. Heslá ukladáme výhradne v zašifrovanej podobe. Žiadosti o uplatnenie práv vybavíme do jedného mesiaca.',
        ],
      },
    },
    {
      title: 'Cenník požičovne kostýmov',
      description: 'Ceny požičovného, zálohy a podmienky požičania kostýmov na predajniach.',
      fileName: 'cennik-pozicovne-kostymov.pdf',
      pdf: {
        title: 'Cenník požičovne kostýmov',
        footer: companyLine,
        paragraphs: [
          'Ceny platia pre požičanie na 3 dni vrátane DPH. Víkendové požičanie (piatok – pondelok) sa účtuje ako jedno obdobie. Každý ďalší deň stojí 30 % základnej ceny.',
          '## Detské kostýmy',
          '• základný kostým (princezná, pirát, zvieratko) – 9 €, záloha 30 €',
          '• kostým s doplnkami (superhrdina, rytier, víla) – 12 €, záloha 40 €',
          '• maskot a celotelový kostým – 18 €, záloha 50 €',
          '## Kostýmy pre dospelých',
          '• karnevalový kostým – 15 €, záloha 40 €',
          '• historický a divadelný kostým – 25 €, záloha 60 €',
          '• halloweenský kostým s maskou – 19 €, záloha 50 €',
          '• maskot (Mikuláš, zajac, medveď) – 35 €, záloha 80 €',
          '## Doplnky na požičanie',
          '• parochňa – 5 €, záloha 15 €',
          '• klobúk, koruna alebo rekvizita – 3 €, záloha 10 €',
          '## Podmienky',
          '• Kostým je možné rezervovať až 30 dní vopred, osobne alebo telefonicky na predajni.',
          '• Pri prevzatí sa predkladá doklad totožnosti a platí sa požičovné a vratná záloha.',
          '• Kostým sa vracia nepraný – čistenie je zahrnuté v cene.',
          '• Za oneskorené vrátenie účtujeme 5 € za každý deň omeškania.',
          '• Poškodenie alebo stratu kostýmu hradíme zo zálohy podľa rozsahu škody.',
          '• Pri požičaní troch a viac kostýmov naraz poskytujeme zľavu 15 %.',
        ],
      },
    },
  ];
}
