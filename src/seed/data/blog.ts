/**
 * Demo blog of the party shop: 3 categories and 16 articles (14 published, 2 drafts), read by src/seed/demo.ts.
 * `daysAgo` is relative to the seed date; `image` is a generated illustration name (`post-<colour>-<1-9>.webp`).
 * Content is HTML limited to p, h2, h3, ul, ol, li, strong, em and internal links.
 */

export interface PostCategoryDef {
  id: number;
  slug: string;
  name: string;
}

export interface PostDef {
  /** id of POST_CATEGORIES */
  category: 1 | 2 | 3;
  title: string;
  perex: string;
  /** html */
  content: string;
  image: string;
  author: string;
  /** publication date, days before the seed date */
  daysAgo: number;
  /** false: a draft (default: published) */
  published?: boolean;
}

/** Joins the indented lines of a template literal into compact HTML. */
function html(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  const raw = strings.reduce((out, part, i) => out + part + (i < values.length ? String(values[i]) : ''), '');
  return raw
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

export const POST_CATEGORIES: PostCategoryDef[] = [
  { id: 1, slug: 'tipy-a-inspiracie', name: 'Tipy a inšpirácie' },
  { id: 2, slug: 'navody', name: 'Návody' },
  { id: 3, slug: 'novinky-z-predajni', name: 'Novinky z predajní' },
];

const AUTHORS = {
  alzbeta: 'Alžbeta Hronská',
  tibor: 'Tibor Galko',
  miroslava: 'Miroslava Kučerová',
  eva: 'Eva Šimková',
} as const;

export const POSTS: PostDef[] = [
  {
    category: 2,
    title: 'Ako nafúkať balóny héliom, aby vydržali celú oslavu',
    perex:
      'Latexový balón s héliom lieta len niekoľko hodín, fóliový aj týždeň. Poradíme, ako predĺžiť ich let a čomu sa vyhnúť, aby kytica nezačala klesať ešte pred príchodom hostí.',
    image: 'post-sky-1.webp',
    author: AUTHORS.tibor,
    daysAgo: 6,
    content: html`
      <p>Balóny s héliom sú ozdobou každej oslavy, no nič nepokazí náladu tak ako kytica, ktorá večer smutne visí nad stolom. Aby vaše balóny vydržali vo vzduchu od príchodu prvého hosťa až po posledný prípitok, stačí dodržať niekoľko jednoduchých pravidiel.</p>
      <h2>Latex, alebo fólia?</h2>
      <p>Latexový balón je z prírodného materiálu s drobnými pórmi, cez ktoré hélium postupne uniká. Bežný 30-centimetrový balón preto vydrží vo vzduchu približne 8 až 12 hodín. Fóliové balóny sú takmer nepriepustné a pri izbovej teplote lietajú aj niekoľko dní, často týždeň a viac. Ak chystáte oslavu vopred, fóliové číslice a srdiečka si môžete kúpiť aj deň či dva pred akciou.</p>
      <h2>Ošetrenie, ktoré predĺži let</h2>
      <p>Pri latexových balónoch robí zázraky gél <strong>Hi-Float</strong>. Pred nafúknutím sa ním potrie vnútro balóna, gél vytvorí tenkú vrstvu a hélium uniká oveľa pomalšie. Takto ošetrený balón vydrží lietať aj niekoľko dní. Ošetrenie vám radi urobíme priamo na predajni pri <a href="/info/23/nafukovanie-balonikov">nafukovaní balónikov</a>.</p>
      <h2>Na čo si dať pozor</h2>
      <ul>
        <li><strong>Nenafukujte na doraz.</strong> Prefúknutý balón praskne pri najmenšom zohriatí, podfúknutý zase rýchlo klesne. Ideálny tvar je jemne hruškovitý.</li>
        <li><strong>Chráňte ich pred teplom a slnkom.</strong> Hélium sa teplom rozpína, v rozpálenom aute balóny ľahko prasknú.</li>
        <li><strong>Pozor na chlad.</strong> Na mraze hélium zmenší objem a balón klesá. Po návrate do tepla sa zvyčajne opäť vznesie.</li>
        <li><strong>Používajte závažia.</strong> Každú kyticu ukotvite ťažítkom, aby ju prievan neodniesol k stropu alebo von oknom.</li>
        <li><strong>Nafukujte čo najneskôr.</strong> Latexové balóny si vyzdvihnite v deň oslavy, ideálne pár hodín pred príchodom hostí.</li>
      </ul>
      <h2>Doma, alebo na predajni?</h2>
      <p>Na menšiu oslavu doma poslúži jednorazová fľaša s héliom, ktorá stačí približne na 30 balónov. Pri väčšom množstve alebo pri veľkých fóliových číslach sa oplatí prísť k nám: na všetkých <a href="/prodejny">našich predajniach</a> nafukujeme na počkanie a balóny vám zabalíme do veľkého vreca, aby sa cestou nepoškodili.</p>
      <p>A jeden tip na záver: balóny nevypúšťajte do vzduchu. Oslava môže skončiť krásne aj bez toho, aby balóny skončili v prírode.</p>
    `,
  },
  {
    category: 1,
    title: 'Výzdoba na prvé narodeniny krok za krokom',
    perex:
      'Prvé narodeniny sú oslavou najmä pre rodičov a starých rodičov. Ukážeme vám, ako pripraviť výzdobu, ktorá bude krásna na fotkách a zároveň bezpečná pre ročného oslávenca.',
    image: 'post-rose-2.webp',
    author: AUTHORS.alzbeta,
    daysAgo: 14,
    content: html`
      <p>Prvé narodeniny sú skôr oslavou pre rodičov a starých rodičov než pre samotného oslávenca. Dieťa si ich pamätať nebude, no fotografie zostanú navždy. Preto sa oplatí výzdobu premyslieť tak, aby bola pekná, bezpečná a zvládli ste ju bez stresu.</p>
      <h2>1. Vyberte farby a tému</h2>
      <p>Najjednoduchšie je zvoliť dve až tri farby, ktoré sa budú opakovať na balónoch, tanieroch aj servítkach. Nadčasové sú pastelové odtiene – svetlomodrá, pastelovo ružová alebo mentolová v kombinácii so zlatou či bielou. Ak má dieťa obľúbenú hračku alebo rozprávku, môžete z nej urobiť tému celej oslavy.</p>
      <h2>2. Hlavný bod: stena na fotenie</h2>
      <p>Miesto, kde budete dieťa fotiť, si zaslúži najviac pozornosti. Stačí stena s girlandou, veľká fóliová číslica 1 a niekoľko balónov rôznych veľkostí. Pozadie udržte čo najjednoduchšie, aby na fotkách vynikol oslávenec, a nie dekorácie. Fotografujte pri dennom svetle a ideálne dopoludnia, keď je dieťa oddýchnuté a v dobrej nálade.</p>
      <h2>3. Stôl a torta</h2>
      <ul>
        <li>jednofarebné papierové taniere a poháre vo zvolených farbách,</li>
        <li>servítky s jemným vzorom a papierový obrus,</li>
        <li>zápich do torty s číslicou 1 alebo s menom dieťaťa,</li>
        <li>jedna sviečka číslica – pri prvých narodeninách ju zvyčajne sfúkne mama alebo otec.</li>
      </ul>
      <h2>4. Bezpečnosť na prvom mieste</h2>
      <p>Ročné dieťa všetko skúma rukami aj ústami. Latexové balóny preto nenechávajte voľne na zemi: kúsky prasknutého balóna môže malé dieťa vdýchnuť. Stuhy od balónov s héliom skráťte alebo ich ukotvite mimo jeho dosahu. Konfety na stole radšej vynechajte, rovnako ako drobné dekorácie, ktoré sa zmestia do úst.</p>
      <h2>5. Časový plán</h2>
      <p>Výzdobu bez balónov si môžete pripraviť deň vopred. Balóny s héliom vyzdvihnite až v deň oslavy – nafúkneme vám ich na počkanie na ktorejkoľvek z <a href="/prodejny">našich predajní</a>. Ak nemáte čas ani chuť vyzdobovať, pozrite si službu <a href="/info/22/vyzdoba-na-kluc">výzdoba na kľúč</a>: naša dekoratérka príde, vyzdobí a po oslave všetko odnesie.</p>
    `,
  },
  {
    category: 2,
    title: 'Kostým na karneval do 15 minút',
    perex:
      'Maškarný deň v škôlke je zajtra a kostým nikde? Netreba panikáriť. Stačí jednofarebné oblečenie, jeden výrazný doplnok a trocha farby na tvár.',
    image: 'post-purple-3.webp',
    author: AUTHORS.miroslava,
    daysAgo: 27,
    content: html`
      <p>Pozvánka na karneval prišla večer pred akciou, v škôlke oznámili maškarný deň na zajtra alebo ste jednoducho zabudli? Netreba panikáriť. Dobrý kostým nemusí byť zložitý – stačí jeden výrazný prvok a pár vecí, ktoré doma určite máte.</p>
      <h2>Základ: jednofarebné oblečenie</h2>
      <p>Čierne, biele alebo farebné tričko s legínami je ideálne plátno. K nemu pridajte doplnok, podľa ktorého masku každý spozná na prvý pohľad. Práve doplnok robí kostým – zvyšok je len pozadie. Ak máte doma staré tričko, ktoré už nikto nenosí, môžete ho bez výčitiek prestrihnúť, pomaľovať textilnou fixkou alebo naň našiť farebné záplaty.</p>
      <h2>Päť rýchlych nápadov</h2>
      <ol>
        <li><strong>Mačka:</strong> čierne oblečenie, čelenka s ušami a fúzy nakreslené ceruzkou na oči. Hotovo za päť minút.</li>
        <li><strong>Pirát:</strong> pruhované tričko, šatka na hlavu, páska cez oko a plastová šabľa. Kto chce, dokreslí si aj strnisko.</li>
        <li><strong>Čarodejnica alebo čarodejník:</strong> tmavé oblečenie, špicatý klobúk a prútik alebo metla.</li>
        <li><strong>Superhrdina:</strong> tričko vo farbe hrdinu, plášť z kusu látky a škraboška. Plášť sa dá uviazať aj z veľkej šatky.</li>
        <li><strong>Hipík:</strong> pestrá košeľa, okrúhle farebné okuliare, čelenka s kvetom a kvetinové náhrdelníky.</li>
      </ol>
      <h2>Líčenie dotiahne masku</h2>
      <p>Najväčší efekt pri najmenšej námahe prinesú farby na tvár. Pri deťoch siahnite po líčidlách určených na pokožku, ktoré sa dajú zmyť vodou a mydlom. Bežné fixky ani vodové farby na tvár nepatria. Pred karnevalom urobte test na malom kúsku kože, najmä ak má dieťa citlivú pleť. Na jednoduché motívy, ako sú fúzy, čierny nos alebo hviezdičky na lícach, stačí jedna farba a tenký štetec.</p>
      <h2>Keď chcete viac</h2>
      <p>Ak sa karneval blíži a máte aspoň deň čas, zastavte sa na niektorej z <a href="/prodejny">našich predajní</a>. Parochne, masky, klobúky či okuliare máme skladom a poradíme vám, ako z nich poskladať celý kostým. Na jeden večer sa oplatí aj <a href="/info/21/pozicovna-kostymov">požičovňa kostýmov</a> – kompletný kostým si požičiate za zlomok ceny nového.</p>
    `,
  },
  {
    category: 1,
    title: 'Halloweenska párty: 10 nápadov, ktoré zvládnete doma',
    perex:
      'Dobrá halloweenska párty nepotrebuje veľký rozpočet. Rozhoduje atmosféra, tlmené svetlo a niekoľko nápadov, ktoré hostia nečakajú.',
    image: 'post-orange-4.webp',
    author: AUTHORS.alzbeta,
    daysAgo: 45,
    content: html`
      <p>Halloween sa na Slovensku udomácnil najmä ako zábava pre deti a pre partie, ktoré sa rady prezliekajú. Dobrá halloweenska párty nepotrebuje veľký rozpočet – rozhoduje atmosféra, svetlo a pár nápadov, ktoré hostia nečakajú. Tu je našich desať obľúbených.</p>
      <h2>Výzdoba a atmosféra</h2>
      <ul>
        <li><strong>Tlmené svetlo.</strong> Vypnite stropné svetlá a nahraďte ich sviečkami v pohároch, LED tekvicami a svetelnými reťazami v oranžovej farbe.</li>
        <li><strong>Pavučiny všade.</strong> Umelú pavučinu natiahnite do rohov, na lampu aj na zábradlie a pridajte do nej niekoľko plastových pavúkov.</li>
        <li><strong>Vyrezávané tekvice.</strong> Tekvicu vydlabte deň vopred a namiesto živej sviečky do nej vložte LED svetielko – je bezpečnejšie a vydrží celý večer.</li>
        <li><strong>Čierne a oranžové balóny.</strong> Kytica balónov s héliom pri vchode hneď naladí hostí. Na čierne balóny môžete nalepiť oči z papiera.</li>
        <li><strong>Strašidelná chodba.</strong> Pásy čiernej fólie alebo krepového papiera zavesené zo stropu vytvoria tunel, ktorým hostia prejdú do obývačky.</li>
      </ul>
      <h2>Jedlo, zábava a kostýmy</h2>
      <ul>
        <li><strong>Strašidelné menu.</strong> Párky zabalené v ceste ako múmie, mandarínky ozdobené ako tekvičky či sirupový „elixír“ v skúmavkách.</li>
        <li><strong>Súťaž o najlepší kostým.</strong> Vyhlásenie víťaza o polnoci je vrcholom večera. Ceny nemusia byť drahé – stačí diplom a sladkosť.</li>
        <li><strong>Líčenie pri vchode.</strong> Pripravte stolík s halloweenskym líčením, umelou krvou a jazvami pre tých, čo prišli bez masky.</li>
        <li><strong>Hľadanie pokladu.</strong> Deti potešia indície ukryté po byte, ktoré ich dovedú k vrecúšku s cukríkmi.</li>
        <li><strong>Fotokútik.</strong> Čierne pozadie, pár rekvizít a svietiace doplnky – fotky z neho budú kolovať ešte týždeň.</li>
      </ul>
      <h2>Nezabudnite na bezpečnosť</h2>
      <p>Kostýmy z umelých vlákien sú horľavé, preto otvorený oheň držte mimo dosahu hostí a sviečky nikdy nenechávajte bez dozoru. Pri umelej krvi a farbách na tvár si skontrolujte, či sú určené na pokožku. Kostýmy, doplnky aj dekorácie nájdete na <a href="/prodejny">našich predajniach</a>, kostým na jeden večer si môžete vybrať aj v <a href="/info/21/pozicovna-kostymov">požičovni kostýmov</a>.</p>
    `,
  },
  {
    category: 2,
    title: 'Balónová girlanda svojpomocne',
    perex:
      'Organická balónová girlanda vyzerá náročne, no s trochou trpezlivosti ju postavíte aj doma. Prinášame zoznam pomôcok a postup krok za krokom.',
    image: 'post-pink-5.webp',
    author: AUTHORS.tibor,
    daysAgo: 61,
    content: html`
      <p>Organické balónové girlandy – teda také, v ktorých sú balóny rôznych veľkostí nahustené vedľa seba bez pravidelného vzoru – sú hitom svadieb, krstín aj narodenín. Vyzerajú náročne, no s trochou trpezlivosti ich zvládnete aj doma. Dvojmetrovú girlandu postaví jeden človek zhruba za hodinu a pol.</p>
      <h2>Čo budete potrebovať</h2>
      <ul>
        <li>približne 60 až 80 latexových balónov v troch veľkostiach (12 cm, 30 cm a 45 cm),</li>
        <li>pásku na girlandy s dierkami alebo pevný vlasec,</li>
        <li>ručnú alebo elektrickú pumpu – balóny na girlandu sa nafukujú vzduchom, nie héliom,</li>
        <li>obojstranné lepiace bodky, nožnice a háčiky na zavesenie.</li>
      </ul>
      <p>Najjednoduchšie je siahnuť po hotovej sade na girlandu, v ktorej sú balóny v zladených farbách aj páska.</p>
      <h2>Postup krok za krokom</h2>
      <ol>
        <li>Balóny nafúkajte rôzne – niektoré naplno, iné len do polovice. Práve rozdielna veľkosť robí girlandu prirodzenou.</li>
        <li>Zviažte vždy dva balóny rovnakej veľkosti k sebe a dve dvojice prekrížte, aby vznikla štvorica.</li>
        <li>Štvorice navliekajte na pásku a pootáčajte ich tak, aby sa farby striedali.</li>
        <li>Do medzier prilepte malé balóny pomocou lepiacich bodiek. Tým zakryjete pásku a girlanda bude hustejšia.</li>
        <li>Hotovú girlandu pripevnite háčikmi na stenu a jemne ju vytvarujte do oblúka.</li>
      </ol>
      <h2>Koľko balónov na akú dĺžku</h2>
      <p>Na každý meter hustej girlandy počítajte s 30 až 40 balónmi. Ak chcete girlandu vzdušnejšiu, s väčšími medzerami, stačí približne 25 kusov na meter. Vždy si kúpte niekoľko balónov navyše – niektoré pri nafukovaní prasknú a iné sa vám nebudú hodiť farebne.</p>
      <h2>Tipy na záver</h2>
      <p>Kombinujte matné farby s jednou metalickou, napríklad pastelovo ružovú a bielu so zlatou. Girlandu nafúknutú vzduchom môžete postaviť aj deň vopred – v chladnejšej miestnosti bez priameho slnka vydrží bez problémov niekoľko dní. Ak si na girlandu netrúfate alebo potrebujete väčší oblúk, postavia vám ho naši dekoratéri v rámci služby <a href="/info/22/vyzdoba-na-kluc">výzdoba na kľúč</a>.</p>
    `,
  },
  {
    category: 2,
    title: 'Ako vybrať tortové sviečky a fontány bezpečne',
    perex:
      'Sfúknutie sviečok je vrcholom každej oslavy. Poradíme, aké sviečky a tortové fontány vybrať a ako s nimi zaobchádzať, aby ste nemuseli hasiť obrus.',
    image: 'post-gold-6.webp',
    author: AUTHORS.eva,
    daysAgo: 78,
    content: html`
      <p>Sfúknutie sviečok je vrcholom každej narodeninovej oslavy. Aby sa okamih, na ktorý všetci čakajú, nezmenil na hasenie obrusu, oplatí sa vedieť, aké sviečky a fontány si vybrať a ako s nimi zaobchádzať.</p>
      <h2>Klasické sviečky a sviečky číslice</h2>
      <p>Tenké tortové sviečky horia rýchlo, preto ich zapaľujte až tesne pred prinesením torty. Sviečky číslice sú praktické pri okrúhlych jubileách – namiesto päťdesiatich sviečok stačia dve. Vyberajte také, ktoré majú pevný hrot alebo stojanček, aby sa v mäkkom kréme neprevrátili a vosk nekvapkal na polevu. Pri deťoch sa osvedčili aj sviečky, ktoré po sfúknutí nedymia.</p>
      <h2>Tortové fontány</h2>
      <p>Tortové fontány sú malá pyrotechnika určená na použitie v interiéri. Horia 30 až 60 sekúnd a vytvárajú trblietavý efekt, ktorý okolie nespáli. Aj tak platí niekoľko pravidiel:</p>
      <ul>
        <li>kupujte len fontány s označením CE a návodom na použitie v slovenčine,</li>
        <li>dodržte minimálnu vzdialenosť od osôb uvedenú na obale, zvyčajne 0,5 až 1 meter,</li>
        <li>fontánu zapichnite do torty kolmo a zapaľujte ju na dĺžku ruky, ideálne dlhým zapaľovačom,</li>
        <li>nezapaľujte fontány pod nízkym stropom, pod balónmi ani v blízkosti záclon,</li>
        <li>po dohorení fontánu vyberte až po vychladnutí a časť torty okolo nej nejedzte.</li>
      </ul>
      <h2>Kto smie fontány kúpiť</h2>
      <p>Tortové fontány a prskavky patria medzi pyrotechnické výrobky kategórie F1. Ich predaj podlieha vekovému obmedzeniu uvedenému na obale, preto vás pri pokladnici môžeme požiadať o preukázanie veku. Deťom ich do rúk nedávajte – zapálenie je vždy úlohou dospelého.</p>
      <h2>Keď je na torte aj balónik</h2>
      <p>Obľúbené zápichy s fóliovými balónikmi sú krásne, no s ohňom sa nemajú radi. Sviečky na takej torte zapaľujte až po odložení zápichu alebo zvoľte dekoráciu z papiera či akrylu. Celý sortiment sviečok a fontán nájdete na ktorejkoľvek z <a href="/prodejny">našich predajní</a>, kde vám predavačky poradia aj s výberom.</p>
    `,
  },
  {
    category: 1,
    title: 'Rozlúčka so slobodou bez trápnych chvíľ',
    perex:
      'Rozlúčka so slobodou má byť večer, na ktorý sa spomína s úsmevom. Ako ju pripraviť tak, aby sa zabavil oslávenec aj celá partia a nikto sa necítil trápne?',
    image: 'post-rosegold-7.webp',
    author: AUTHORS.miroslava,
    daysAgo: 96,
    content: html`
      <p>Rozlúčka so slobodou má byť večer, na ktorý bude nevesta či ženích s úsmevom spomínať aj o desať rokov. Napriek tomu z nej mnohí majú obavy: nebude to trápne, prehnané alebo nepríjemné? Dobrou prípravou sa dá väčšine takých situácií vyhnúť.</p>
      <h2>Poznajte oslávenca</h2>
      <p>Základné pravidlo znie: rozlúčka je pre nevestu alebo ženícha, nie pre organizátorov. Niekto si užije divoký večer v meste, iný radšej wellness, víkend na chate alebo spoločnú večeru. Ak si nie ste istí, opýtajte sa jeho partnerky či partnera, čo by sa mu páčilo a čo rozhodne nie.</p>
      <h2>Doplnky s mierou</h2>
      <p>Šerpa, závoj, čelenka alebo tričká s nápisom pre celú partiu vytvoria jednotný vzhľad a skvelé fotky. Pikantné doplnky 18+ sú zábavné v súkromí, no na ulici alebo v reštaurácii môžu uviesť do rozpakov oslávenca aj ostatných hostí. Vyberajte ich s citom a nechajte na oslávencovi, či si ich nasadí.</p>
      <h2>Hry, ktoré pobavia, nie ponížia</h2>
      <ul>
        <li><strong>Kvíz o páre:</strong> otázky o tom, ako sa spoznali, kto prvý povedal „ľúbim ťa“ a kto doma varí. Odpovede druhej polovičky si vopred nahrajte na video.</li>
        <li><strong>Úlohy na večer:</strong> karty s nenáročnými výzvami, napríklad odfotiť sa s cudzincom v klobúku alebo naučiť barmana nový prípitok.</li>
        <li><strong>Kniha rád do manželstva:</strong> každý hosť napíše jednu vtipnú a jednu vážnu radu.</li>
        <li><strong>Tematické kostýmy:</strong> téma večera, napríklad osemdesiate roky alebo gangsteri, spojí partiu aj bez alkoholu.</li>
      </ul>
      <h2>Pár praktických rád</h2>
      <p>Rozlúčku neplánujte na poslednú noc pred svadbou – ideálne sú dva až tri týždne vopred. Rozpočet si dohodnite s ostatnými vopred a vyberte jedného „strážcu“, ktorý dohliadne, aby sa všetci bezpečne dostali domov. Šerpy, hry, kostýmy aj dekorácie na rozlúčku nájdete na <a href="/prodejny">našich predajniach</a>, kostýmy pre celú skupinu si môžete rezervovať v <a href="/info/21/pozicovna-kostymov">požičovni</a>.</p>
    `,
  },
  {
    category: 3,
    title: 'Balóny s héliom na počkanie už na všetkých 13 predajniach',
    perex: 'Hélium a vyškolený personál sú odteraz na každej našej predajni. Balóny vám nafúkneme na počkanie, aj keď ste ich kúpili inde.',
    image: 'post-teal-8.webp',
    author: AUTHORS.tibor,
    daysAgo: 110,
    content: html`
      <p>Máme dobrú správu pre všetkých, ktorí chystajú oslavu na poslednú chvíľu: balóny s héliom vám odteraz nafúkneme na počkanie na všetkých 13 predajniach Party shop. Donedávna to bolo možné len na väčších predajniach, teraz je hélium aj vyškolený personál v každej z nich.</p>
      <h2>Ako to funguje</h2>
      <p>Prineste si balóny, ktoré ste kúpili u nás alebo inde, prípadne si ich vyberte priamo na predajni. Predavačka ich nafúkne, zaviaže a pripojí stuhu vo zvolenej farbe. Pri menšom počte balónov odchádzate do pár minút. Pri objednávkach nad 30 kusov odporúčame zavolať deň vopred, aby sme mali všetko pripravené.</p>
      <h2>Čo vám nafúkneme</h2>
      <ul>
        <li>latexové balóny všetkých veľkostí, aj s ošetrením Hi-Float na dlhší let,</li>
        <li>fóliové balóny vrátane veľkých číslic a písmen,</li>
        <li>kytice z viacerých balónov so závažím,</li>
        <li>balóny nafúknuté vzduchom na girlandy a stojany.</li>
      </ul>
      <p>Ku každému balónu dostanete stuhu zadarmo, závažie na kyticu si môžete dokúpiť. Väčšie množstvo balónov vám zabalíme do priehľadného vreca, aby ste ich pohodlne preniesli do auta.</p>
      <p>Cenník a podrobnosti nájdete na stránke <a href="/info/23/nafukovanie-balonikov">Nafukovanie balónikov</a>. Pri nákupe balónov v e-shope môžete nafúknutie rovno pridať do košíka a pri osobnom odbere si balóny vyzdvihnúť už nafúknuté.</p>
      <h2>Prečo nie každý balón môže letieť</h2>
      <p>Občas sa stane, že balón kúpený inde héliom nenafúkneme. Dôvodom je zvyčajne príliš tenký materiál alebo chýbajúci samouzatvárací ventil pri fóliových balónoch – takýto balón by praskol alebo by sa hneď vyfúkol. Vždy vám to povieme vopred a poradíme vhodnú náhradu.</p>
      <h2>Kam sa vybrať</h2>
      <p>Zoznam predajní s adresami, otváracími hodinami a telefónnymi číslami nájdete v sekcii <a href="/prodejny">Predajne</a>. Ak chcete mať istotu, že konkrétne fóliové číslice máme na vašej predajni skladom, zavolajte nám pred návštevou. Tešíme sa na vás!</p>
    `,
  },
  {
    category: 1,
    title: 'Silvestrovská výzdoba, ktorá vydrží do rána',
    perex:
      'Silvestrovská výzdoba musí zvládnuť tanec, prípitky aj polnočné konfety a ráno by sa mala dať rýchlo upratať. Pripravili sme overené tipy.',
    image: 'post-navy-9.webp',
    author: AUTHORS.eva,
    daysAgo: 132,
    content: html`
      <p>Na Silvestra sa oslavuje dlho a naplno. Výzdoba preto musí zvládnuť tanec, prípitky aj polnočné konfety – a ráno by sa mala dať rýchlo upratať. Pripravili sme niekoľko overených tipov.</p>
      <h2>Farby noci: zlatá, strieborná a čierna</h2>
      <p>Klasická silvestrovská kombinácia pôsobí elegantne a hodí sa k večerným šatám aj oblekom. Metalické fóliové balóny, trblietavé girlandy a strapce na stenu odrážajú svetlo a aj malú obývačku premenia na tanečnú sálu. Kto chce niečo iné, môže skúsiť tmavomodrú so striebornou, ktorá pripomína nočnú oblohu. Na stôl pridajte čierne servítky so zlatým vzorom, zlaté konfety a niekoľko sviečok v sklenených svietnikoch.</p>
      <h2>Čísla nového roka</h2>
      <p>Fóliové číslice s letopočtom sú najfotografovanejšou dekoráciou večera. Štyri veľké číslice nafúknuté héliom vydržia lietať aj niekoľko dní, takže poslúžia aj na novoročnej návšteve u rodiny. Ak ich chcete mať na stene, nafúknite ich len vzduchom a zaveste na pásku.</p>
      <h2>Polnočný program</h2>
      <ul>
        <li><strong>Konfetové delá</strong> odpáľte až o polnoci. Papierové konfety sa upracú ľahšie ako fóliové.</li>
        <li><strong>Balónový dážď:</strong> vrece plné balónov zavesené pod stropom otvorte po odbití polnoci.</li>
        <li><strong>Svietiace náramky</strong> rozdajte hosťom pri príchode – po zhasnutí svetiel vytvoria skvelú atmosféru.</li>
        <li><strong>Klobúčiky, čelenky a trúbky</strong> patria ku každému silvestrovskému fotografovaniu.</li>
      </ul>
      <h2>Bezpečne s pyrotechnikou</h2>
      <p>Prskavky zapaľujte vonku alebo nad nehorľavou podložkou a po dohorení ich vložte do nádoby s vodou. Zábavnú pyrotechniku nepoužívajte na balkóne ani v blízkosti balónov a dekorácií. Myslite aj na domácich miláčikov – pre psy a mačky je silvestrovská noc stresujúca, preto im pripravte pokojnú miestnosť.</p>
      <p>Silvestrovské doplnky sa každý rok rýchlo míňajú, preto odporúčame nakúpiť s predstihom. Ak tovar na vašej predajni práve nemáme, pošleme vám ho z centrálneho skladu – podrobnosti nájdete na stránke <a href="/info/rozvoz">Doprava a platba</a>.</p>
    `,
  },
  {
    category: 1,
    title: 'Detská oslava v škôlke: čo pribaliť a na čo nezabudnúť',
    perex:
      'Oslávenec v škôlke zvyčajne prinesie pohostenie a drobnosť pre kamarátov. Zhrnuli sme skúsenosti rodičov aj pani učiteliek, aby bola oslava radosťou, nie starosťou.',
    image: 'post-yellow-1.webp',
    author: AUTHORS.alzbeta,
    daysAgo: 150,
    content: html`
      <p>V mnohých škôlkach je zvykom, že oslávenec prinesie pohostenie a malú pozornosť pre kamarátov. Čo všetko pribaliť, aby bola oslava radosťou pre dieťa a nie starosťou pre učiteľky? Zhrnuli sme skúsenosti rodičov aj pani učiteliek.</p>
      <h2>Najprv sa opýtajte</h2>
      <p>Každá škôlka má svoje pravidlá. Niekde deti nesmú dostávať domáce koláče, inde zakazujú sladkosti alebo balóny. Pár dní vopred sa preto opýtajte učiteľky, čo je dovolené, koľko detí bude v triede a či niektoré z nich nemá potravinovú alergiu. Učiteľky vám zvyčajne poradia aj vhodný čas – často je to dopoludnia po návrate z vychádzky.</p>
      <h2>Čo sa osvedčilo</h2>
      <ul>
        <li>kupované balené sladkosti alebo ovocie, ktoré sa dá ľahko rozdeliť,</li>
        <li>papierové taniere, poháre a servítky s obľúbeným motívom oslávenca,</li>
        <li>malé vrecúška pre každé dieťa s drobnosťou – ceruzkou, nálepkami, bublifukom alebo gumičkou,</li>
        <li>narodeninová čelenka, korunka alebo odznak pre oslávenca,</li>
        <li>sviečka na tortu alebo muffin, ak ju škôlka dovolí zapáliť.</li>
      </ul>
      <h2>Čomu sa vyhnúť</h2>
      <p>Latexové balóny sú pre deti do troch rokov rizikové – kúsky prasknutého balóna môžu vdýchnuť. Do škôlky preto radšej vyberte fóliový balón, ktorý sa tak ľahko neprepichne, a nechajte ho v triede ako dekoráciu. Vynechajte aj konfety, prskavky a drobné hračky, ktoré sa zmestia do úst.</p>
      <h2>Zabaľte to prakticky</h2>
      <p>Všetko pribaľte do jednej tašky alebo krabice s menom dieťaťa, aby učiteľky nemuseli nič hľadať. Vrecúška pre kamarátov pripravte doma vopred a pridajte dve navyše – vždy sa nájde niekto, kto sa v ten deň vráti do škôlky po chorobe. A nezabudnite poprosiť učiteľku, aby oslávenca odfotila pri sfúkavaní sviečky.</p>
      <p>Drobnosti pre hostí, piňaty aj detské párty sety nájdete na <a href="/prodejny">našich predajniach</a> a to najnovšie z ponuky v <a href="/produkty/novinky">novinkách</a> e-shopu.</p>
    `,
  },
  {
    category: 3,
    title: 'Požičovňa kostýmov: ako prebieha rezervácia a vrátenie',
    perex:
      'V požičovni máme viac ako 600 kostýmov pre deti aj dospelých. Vysvetľujeme, ako si kostým rezervovať, čo priniesť pri prevzatí a ako prebieha vrátenie zálohy.',
    image: 'post-lilac-2.webp',
    author: AUTHORS.miroslava,
    daysAgo: 171,
    content: html`
      <p>Požičovňa kostýmov funguje už niekoľko rokov a každú sezónu rozširujeme jej ponuku. Dnes v nej nájdete viac ako 600 kostýmov pre deti aj dospelých – od rozprávkových postáv cez historické uniformy až po kostýmy zo sedemdesiatych a osemdesiatych rokov. Pretože sa nás často pýtate, ako celé požičiavanie funguje, zhrnuli sme to do niekoľkých krokov.</p>
      <h2>1. Výber a rezervácia</h2>
      <p>Kostým si môžete vybrať osobne na predajni alebo nám zavolať či napísať. Rezervácia je bezplatná a odporúčame ju urobiť aspoň tri dni vopred. Počas fašiangov a pred Halloweenom sú najobľúbenejšie kostýmy rezervované aj dva týždne dopredu, preto neváhajte.</p>
      <h2>2. Vyskúšanie a prevzatie</h2>
      <p>Pri prevzatí si kostým vyskúšate a spolu skontrolujeme, či je kompletný. Zaplatíte poplatok za požičanie a vratnú zálohu. Potrebujeme od vás aj platný doklad totožnosti, z ktorého si zapíšeme meno a číslo dokladu. Ak vám kostým nesedí, vyberieme spolu inú veľkosť alebo podobný model.</p>
      <h2>3. Vrátenie</h2>
      <ul>
        <li>kostým vráťte v dohodnutý deň na tej istej predajni, kde ste si ho požičali,</li>
        <li>nemusíte ho prať ani žehliť – profesionálne čistenie je zahrnuté v cene,</li>
        <li>ak je kostým kompletný a nepoškodený, vrátime vám celú zálohu,</li>
        <li>pri menšom poškodení, napríklad odtrhnutom gombíku, účtujeme len náklady na opravu.</li>
      </ul>
      <h2>Koľko to stojí</h2>
      <p>Detské kostýmy požičiavame od 8 €, kostýmy pre dospelých od 15 € na víkend, teda od piatka do pondelka. Záloha sa pohybuje od 20 do 50 € podľa hodnoty kostýmu. Presný cenník, podmienky aj tipy na doplnky nájdete na stránke <a href="/info/21/pozicovna-kostymov">Požičovňa kostýmov</a>.</p>
      <p>Chystáte firemný večierok alebo skupinovú masku? Pri požičaní piatich a viac kostýmov naraz vám dáme zľavu 10 % a kostýmy pripravíme vopred, aby ste si ich mohli vyskúšať všetci spolu.</p>
    `,
  },
  {
    category: 1,
    title: 'Svadobná výzdoba s balónmi: elegantne a bez stresu',
    perex:
      'Balóny dnes patria aj na elegantné svadby. Poradíme, ako ich zladiť s kvetinovou výzdobou, kde ich v sále použiť a kedy výzdobu inštalovať.',
    image: 'post-white-3.webp',
    author: AUTHORS.eva,
    daysAgo: 195,
    content: html`
      <p>Balóny sa na svadbách dlho považovali skôr za detskú dekoráciu. Dnes sú však súčasťou mnohých elegantných svadieb – v podobe organických girlánd, priehľadných balónov s perím alebo veľkých bielych balónov na stuhách. Ako ich použiť, aby pôsobili vkusne?</p>
      <h2>Menej farieb, viac textúr</h2>
      <p>Svadobná výzdoba by mala ladiť s kvetinami a celkovým štýlom. Osvedčená je kombinácia bielej, krémovej a jednej jemnej farby, napríklad pastelovo ružovej alebo šalviovo zelenej. Zaujímavosť dodajú rôzne povrchy: matné, perleťové, chrómové a priehľadné balóny s konfetami vo vnútri. Na výber farieb si zoberte vzorku látky zo šiat družičiek alebo fotografiu svadobnej kytice – na predajni vám podľa nej ľahko nájdeme zodpovedajúce odtiene.</p>
      <h2>Kde balóny na svadbe použiť</h2>
      <ul>
        <li><strong>Oblúk pri vstupe do sály</strong> alebo za stolom novomanželov – najčastejšie fotografované miesto celého dňa.</li>
        <li><strong>Kytice na stoloch hostí</strong> so závažím, dostatočne nízke, aby si hostia videli do tváre.</li>
        <li><strong>Fóliové písmená</strong> s iniciálami novomanželov alebo s nápisom LOVE.</li>
        <li><strong>Balóny na prvý tanec</strong> – niekoľko veľkých balónov s héliom na tanečnom parkete.</li>
        <li><strong>Výzdoba auta</strong> – pozor, balóny na aute pri vyššej rýchlosti rýchlo praskajú, preto uprednostnite mašle a kvety.</li>
      </ul>
      <h2>Časový plán svadobného dňa</h2>
      <p>Balónovú výzdobu je dobré inštalovať v deň svadby ráno, najneskôr pár hodín pred obradom. Girlandy nafúknuté vzduchom možno pripraviť aj deň vopred, ak má sála primeranú teplotu. Myslite aj na to, kto bude výzdobu ráno inštalovať – nevesta ani svedkovia by v tom čase mali mať iné starosti.</p>
      <h2>Nechajte to na nás</h2>
      <p>Najpohodlnejšie je zveriť výzdobu profesionálom. V rámci služby <a href="/info/22/vyzdoba-na-kluc">výzdoba na kľúč</a> s vami naša dekoratérka vopred prejde návrh, v deň svadby všetko nainštaluje a po skončení výzdobu odvezie. Na konzultáciu sa môžete objednať na ktorejkoľvek z <a href="/prodejny">našich predajní</a>.</p>
    `,
  },
  {
    category: 2,
    title: 'Sladký stôl na oslavu: návod na zostavenie',
    perex:
      'Sladký stôl nie je len miesto s dobrotami, ale aj dekorácia, ktorá spojí celú výzdobu. Ukážeme vám, ako ho zostaviť v piatich krokoch.',
    image: 'post-mint-4.webp',
    author: AUTHORS.alzbeta,
    daysAgo: 238,
    content: html`
      <p>Sladký stôl, známy aj ako candy bar, je dnes samozrejmosťou na svadbách, krstinách aj detských oslavách. Nie je to len miesto s dobrotami, ale aj dekorácia, ktorá spojí celú výzdobu. Ukážeme vám, ako ho zostaviť tak, aby vyzeral ako z časopisu.</p>
      <h2>Krok 1: Pozadie</h2>
      <p>Sladký stôl potrebuje výrazné pozadie. Poslúži stena s balónovou girlandou, záves zo strapcov alebo jednoduchý banner s menom oslávenca. Pozadie by malo byť vyššie ako samotný stôl, aby ho orámovalo.</p>
      <h2>Krok 2: Rôzne výšky</h2>
      <p>Najčastejšou chybou je, že všetko leží na jednej úrovni. Použite stojany na torty, etažéry, drevené debničky alebo aj prevrátené misky pod obrusom. Torta patrí do stredu a najvyššie, menšie dobroty rozmiestnite okolo nej.</p>
      <h2>Krok 3: Farby a obaly</h2>
      <ul>
        <li>držte sa dvoch až troch farieb, ktoré sa opakujú na servítkach, tanierikoch aj cukríkoch,</li>
        <li>sladkosti dávajte do sklenených pohárov a dóz, aby vynikli ich farby,</li>
        <li>pripravte papierové košíčky na muffiny a vrecúška, do ktorých si hostia môžu sladkosti odniesť,</li>
        <li>nezabudnite na kliešte, lyžičky a malé menovky s názvami dobrôt.</li>
      </ul>
      <h2>Krok 4: Koľko sladkostí pripraviť</h2>
      <p>Ak je sladký stôl doplnkom k večeri, počítajte približne s piatimi až šiestimi kúskami na hosťa. Pri popoludňajšej oslave bez hlavného jedla pripravte radšej osem až desať kúskov. Kombinujte domáce zákusky s kupovanými cukríkmi, ktoré vydržia na stole celý deň.</p>
      <h2>Krok 5: Dokončenie</h2>
      <p>Posledným detailom sú zápichy do torty a muffinov, kvety, sviečky a menovky. Na záver sa postavte pár krokov od stola a skontrolujte, či je všetko vyvážené. Taniere, zápichy aj balóny nájdete na <a href="/prodejny">našich predajniach</a>. Ak chcete mať sladký stôl aj s výzdobou pripravený bez starostí, pozrite si službu <a href="/info/22/vyzdoba-na-kluc">výzdoba na kľúč</a>.</p>
    `,
  },
  {
    category: 1,
    title: 'Maškarný ples v škole: nápady na skupinové masky',
    perex:
      'Skupinová maska zaujme porotu, pobaví kamarátov a náklady sa rozdelia medzi viacerých. Vybrali sme nápady pre menšie partie aj celé triedy.',
    image: 'post-lime-5.webp',
    author: AUTHORS.miroslava,
    daysAgo: 296,
    content: html`
      <p>Skupinová maska je najlepší spôsob, ako na školskom maškarnom plese zaujať porotu a zároveň sa zabaviť s kamarátmi. Navyše sa náklady rozdelia medzi viacerých a každý môže prispieť tým, čo má doma. Vybrali sme nápady, ktoré zvládnu triedy aj partie kamarátov.</p>
      <h2>Nápady pre menšie skupiny</h2>
      <ul>
        <li><strong>Semafor:</strong> traja kamaráti v červenom, oranžovom a zelenom tričku. Jednoduché, lacné a okamžite pochopiteľné.</li>
        <li><strong>Pastelky:</strong> každý v inej farbe, na hlave kartónový hrot ako ceruzka.</li>
        <li><strong>Kartové esá:</strong> štyria hráči ako srdcové, kárové, pikové a krížové eso s plagátmi z kartónu.</li>
        <li><strong>Ovocný šalát:</strong> jahoda, banán, hruška a citrón – stačia farebné tričká a čiapky.</li>
      </ul>
      <h2>Nápady pre celú triedu</h2>
      <ul>
        <li><strong>Rozprávková krajina:</strong> každý žiak si vyberie postavu z jednej rozprávky.</li>
        <li><strong>Vesmírna posádka:</strong> astronauti, mimozemšťania a planéty z balónov.</li>
        <li><strong>Pirátska loď:</strong> kapitán, kormidelník, papagáj a posádka v pruhovaných tričkách.</li>
        <li><strong>Zvieratká zo zoo:</strong> čelenky s ušami, chvosty a farby na tvár zvládne každý.</li>
      </ul>
      <h2>Ako sa pripraviť</h2>
      <p>Tému vyberte aspoň dva týždne pred plesom a rozdeľte si úlohy: kto zaobstará látky, kto vyrobí rekvizity a kto sa postará o líčenie. Dohodnite si aj krátke vystúpenie pred porotou – pár sekúnd vtipnej scénky často rozhodne o víťazovi.</p>
      <h2>Na čo nezabudnúť</h2>
      <p>Kostýmy by mali byť pohodlné – na plese sa tancuje a v kartónovej krabici sa tancuje zle. Myslite aj na to, aby ste cez masku dobre videli a mohli sa napiť. Pri menších deťoch vynechajte ostré rekvizity a dlhé plášte, o ktoré by sa mohli potknúť.</p>
      <p>Pri skupinových maskách sa oplatí kombinovať vlastné výrobky s kúpenými doplnkami. Parochne, klobúky, čelenky a líčidlá nakúpite výhodne na <a href="/prodejny">našich predajniach</a>, zľavnené kúsky nájdete aj medzi <a href="/produkty/akce">akciovými produktmi</a>. Ak potrebujete kompletné kostýmy pre celú skupinu, ozvite sa včas do <a href="/info/21/pozicovna-kostymov">požičovne kostýmov</a> – pri piatich a viac kostýmoch dostanete zľavu.</p>
    `,
  },
  {
    category: 1,
    title: 'Letná záhradná párty: dekorácie, ktoré odolajú vetru',
    perex:
      'Vietor, slnko a prehánky vedia výzdobe v záhrade poriadne potrápiť. Poradíme, ktoré dekorácie vonku vydržia a ako pripraviť plán B.',
    image: 'post-green-6.webp',
    author: AUTHORS.eva,
    daysAgo: 3,
    published: false,
    content: html`
      <p>Oslava v záhrade má svoje čaro, no vietor, slnko a nečakaná prehánka vedia výzdobe poriadne potrápiť. Aby ste nemuseli balóny a obrusy naháňať po susedových záhonoch, vyberte dekorácie, ktoré vonku vydržia.</p>
      <h2>Balóny vonku</h2>
      <p>Balóny s héliom sa vonku správajú inak ako v byte. Na priamom slnku sa zohrievajú, hélium sa rozpína a balóny praskajú, večer v chlade zase klesajú. Vonku preto uprednostnite balóny nafúknuté vzduchom, zavesené na plote alebo pergole, a nafukujte ich len na 80 až 90 % veľkosti. Tmavé farby sa na slnku zohrievajú rýchlejšie ako svetlé. Balóny upevnite na oboch koncoch, aby sa vo vetre neotĺkali o plot a nepraskli.</p>
      <h2>Čo vietor zvládne</h2>
      <ul>
        <li>papierové lampióny a lampiónové gule so svetelnou reťazou – zaveste ich nižšie a upevnite z oboch strán,</li>
        <li>látkové vlajočky namiesto papierových girlánd, ktoré pri daždi premoknú,</li>
        <li>obrusy s klipmi alebo závažiami na rohoch,</li>
        <li>ťažšie poháre a taniere, prípadne riad na opakované použitie.</li>
      </ul>
      <h2>Svetlo na večer</h2>
      <p>Keď sa zotmie, o atmosféru sa postarajú svetelné reťaze, solárne lampy a LED sviečky. Sú bezpečnejšie ako otvorený oheň, ktorý môže byť v suchom lete rizikový. Fakle a sviečky používajte len na stabilných miestach, mimo dosahu detí a ďaleko od suchej trávy.</p>
      <h2>Plán B</h2>
      <p>Aj pri najkrajšej predpovedi počasia majte pripravený náhradný plán – altánok, stan alebo aspoň terasu pod strechou. Dekorácie rozmiestnite tak, aby sa dali do pol hodiny presunúť. Jedlo podávajte pod sieťovými poklopmi, ktoré ho ochránia pred osami a hmyzom, a nápoje chlaďte v nádobe s ľadom v tieni.</p>
      <p>Ďalšie tipy na oslavy pod holým nebom nájdete v našom <a href="/blog">blogu</a>, dekorácie a svetelné reťaze na <a href="/prodejny">predajniach</a>.</p>
    `,
  },
  {
    category: 3,
    title: 'Balóny a príroda: čo robíme pre menej odpadu',
    perex:
      'Balóny k oslavám patria, no nechceme, aby po nich zostávala záťaž pre prírodu. Prinášame prehľad zmien, ktoré na predajniach už platia, aj tých, ktoré pripravujeme.',
    image: 'post-h140-7.webp',
    author: AUTHORS.tibor,
    daysAgo: 0,
    published: false,
    content: html`
      <p>Balóny k oslavám jednoducho patria, no chceme, aby po nich nezostávala záťaž pre prírodu. Preto sme sa v posledných mesiacoch zamerali na to, ako na našich predajniach znížiť množstvo odpadu. Tu je prehľad zmien, ktoré už platia, aj tých, ktoré pripravujeme.</p>
      <h2>Čo sme už zmenili</h2>
      <ul>
        <li><strong>Latexové balóny z prírodného kaučuku.</strong> Väčšina latexových balónov v našej ponuke je z prírodného latexu, ktorý je biologicky rozložiteľný. Rozklad v prírode však trvá mesiace až roky, preto do nej balóny nepatria.</li>
        <li><strong>Papierové tašky a stuhy.</strong> Plastové vrecká sme pri pokladniciach nahradili papierovými taškami a k balónom ponúkame aj papierové stuhy.</li>
        <li><strong>Zber fóliových balónov.</strong> Na každej predajni nájdete zberný box, do ktorého môžete priniesť splasnuté fóliové balóny. Odovzdávame ich na recykláciu.</li>
        <li><strong>Vratné fľaše na hélium.</strong> Veľké tlakové fľaše na hélium požičiavame so zálohou a po vrátení ich dodávateľ opäť naplní.</li>
      </ul>
      <p>Na predajniach zároveň postupne prechádzame na úsporné LED osvetlenie a tovar zo skladu rozvážame spoločnými trasami, aby sme ušetrili zbytočné kilometre.</p>
      <h2>Prečo nevypúšťať balóny</h2>
      <p>Hromadné vypúšťanie balónov na svadbách či iných slávnostiach vyzerá na fotografiách krásne, no balóny skončia v lesoch, na poliach a vo vodných tokoch, kde ich môžu zjesť zvieratá. Odporúčame preto iné alternatívy: bublifuky, konfety z papiera, prskavky alebo spoločnú fotografiu s balónmi, ktoré si potom hostia odnesú domov.</p>
      <h2>Čo pripravujeme</h2>
      <p>Do konca roka chceme rozšíriť ponuku riadu na opakované použitie a papierových dekorácií bez plastových fólií. Testujeme aj opakovane použiteľné stojany na balóny, ktoré si budete môcť požičať spolu s <a href="/info/22/vyzdoba-na-kluc">výzdobou na kľúč</a>.</p>
      <p>Máte nápad, čo by sme mohli robiť lepšie? Napíšte nám cez <a href="/info/kontakt">kontaktné údaje</a> alebo sa porozprávajte s kolegyňami na <a href="/prodejny">predajniach</a>. Každý podnet si radi prečítame.</p>
    `,
  },
];
