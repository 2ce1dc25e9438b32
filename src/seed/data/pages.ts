/**
 * Company identification and the info pages of the demo shop, read by src/seed/demo.ts.
 * Ids are fixed: 1–9 are the info pages, 21/22/23 the service pages (services link to them by page id).
 * The IČO (icoBase + check digit) and the IBAN are computed by the caller and passed to buildPages.
 */
import { formatIban } from '../checksums';

export const COMPANY = {
  name: 'Party shop s.r.o.',
  street: 'Stará Vajnorská 25',
  city: 'Bratislava',
  zip: '831 04',
  email: 'obchod@party-shop.sk',
  phone: '+421 2 4363 1180',
  hours: 'Po–Pi 8:00–16:00',
  /** the IČO is icoBase + icoCheckDigit(icoBase) */
  icoBase: '4738215',
  /** DIČ of a legal person: 10 digits, divisible by 11 */
  dic: '2120734561',
  bank: 'Slovenská sporiteľňa, a.s.',
  bankCode: '0900',
  /** account number with a valid Slovak mod-11 check (weights 6, 3, 7, 9, 10, 5, 8, 4, 2, 1) */
  account: '2945178317',
} as const;

/** Registration in the commercial register (shown with the seller's identification). */
const REGISTER = 'zapísaná v obchodnom registri Mestského súdu Bratislava III, oddiel Sro, vložka č. 98765/B';

export interface PageDef {
  id: number;
  slug: string;
  title: string;
  /** html */
  content: string;
  /** meta description, 120–160 characters */
  meta: string;
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

export function buildPages({ ico, iban }: { ico: string; iban: string }): PageDef[] {
  const c = COMPANY;
  const address = `${c.street}, ${c.zip} ${c.city}`;
  const tel = c.phone.replace(/\s+/g, '');
  const ibanText = formatIban(iban);
  const mail = `<a href="mailto:${c.email}">${c.email}</a>`;
  const phone = `<a href="tel:${tel}">${c.phone}</a>`;

  return [
    {
      id: 1,
      slug: 'kontakt',
      title: 'Kontakt',
      meta: 'Kontakt na Party shop s.r.o.: adresa sídla, IČO, DIČ, bankové spojenie, e-mail a telefón zákazníckeho servisu a odkaz na 13 predajní na Slovensku.',
      content: html`
        <h2>${c.name}</h2>
        <ul>
          <li><strong>Sídlo:</strong> ${address}</li>
          <li><strong>IČO:</strong> ${ico}</li>
          <li><strong>DIČ:</strong> ${c.dic}</li>
          <li><strong>IČ DPH:</strong> SK${c.dic}</li>
          <li><strong>Bankové spojenie:</strong> ${c.bank}, IBAN ${ibanText}</li>
        </ul>
        <p>Spoločnosť je ${REGISTER}.</p>
        <h2>Zákaznícky servis</h2>
        <p>Pomôžeme vám s objednávkou, dopravou, reklamáciou aj s výberom tovaru na oslavu.</p>
        <ul>
          <li><strong>E-mail:</strong> ${mail}</li>
          <li><strong>Telefón:</strong> ${phone}</li>
          <li><strong>Pracovná doba:</strong> ${c.hours}</li>
        </ul>
        <p>Na e-maily odpovedáme spravidla do jedného pracovného dňa. Ak sa otázka týka konkrétnej objednávky, uveďte prosím jej číslo – vybavíme ju rýchlejšie.</p>
        <h2>Predajne</h2>
        <p>Tovar si môžete pozrieť, kúpiť alebo vyzdvihnúť na 13 predajniach po celom Slovensku. Adresy, otváracie hodiny a telefónne čísla jednotlivých predajní nájdete v <a href="/prodejny">prehľade predajní</a>. Na každej predajni vám balóny nafúkneme héliom na počkanie.</p>
        <h2>Firmy, školy a väčšie podujatia</h2>
        <p>Ak nakupujete pre firmu, školu alebo organizujete väčšie podujatie, napíšte nám a pripravíme vám cenovú ponuku. Kontakty na jednotlivé oddelenia nájdete na stránke <a href="/kontakty">Kontakty</a>.</p>
      `,
    },
    {
      id: 2,
      slug: 'rozvoz',
      title: 'Doprava a platba',
      meta: 'Spôsoby a ceny dopravy, doprava zadarmo, dodacie lehoty, bezplatný osobný odber na 13 predajniach a spôsoby platby v e-shope Party shop.',
      // the carriers, payment methods, prices and the free-delivery threshold are not written here: the page shows
      // them from the shop's configuration in place of the placeholder (decision 0061)
      content: html`
        <p>Objednávky z e-shopu odosielame z nášho centrálneho skladu. Spôsoby dopravy a platby s aktuálnymi cenami sú rovnaké ako v košíku.</p>
        <p>[doprava-a-platba]</p>
        <h2>Dodacie lehoty</h2>
        <ul>
          <li>Tovar skladom odosielame do <strong>1–2 pracovných dní</strong> od prijatia objednávky, pri platbe vopred od pripísania platby.</li>
          <li>Tovar, ktorý nie je skladom, objednávame u dodávateľa. Dodanie v takom prípade trvá <strong>3–5 pracovných dní</strong>, o termíne vás budeme informovať e-mailom.</li>
          <li>Ak tovar nie je k dispozícii na predajni, ktorú ste si zvolili na osobný odber, presunieme ho zo skladu alebo z inej predajne. Príprava objednávky potom môže trvať <strong>až 10 dní</strong>.</li>
        </ul>
        <p>Zásielky doručujeme v pracovných dňoch. O odoslaní vás informujeme e-mailom spolu s odkazom na sledovanie zásielky.</p>
        <h2>Osobný odber</h2>
        <p>Osobný odber je bezplatný na všetkých našich 13 predajniach na Slovensku. Objednávku je pri ňom potrebné uhradiť vopred. Keď bude objednávka pripravená, pošleme vám e-mail a na predajni na vás počká 7 dní. Adresy a otváracie hodiny nájdete v <a href="/prodejny">prehľade predajní</a>. Balóny nafúknuté héliom neposielame – nafúkneme vám ich pri osobnom odbere.</p>
      `,
    },
    {
      id: 3,
      slug: 'o-nas',
      title: 'O nás',
      meta: 'Party shop je slovenská sieť obchodov s párty potrebami: 13 predajní, e-shop, požičovňa kostýmov, nafukovanie balónov a výzdoba na kľúč pre každú oslavu.',
      content: html`
        <p>Party shop je slovenská sieť obchodov s párty potrebami. Začínali sme v roku 2009 ako malý obchod s balónmi v Bratislave. Dnes máme 13 predajní po celom Slovensku, e-shop a centrálny sklad, z ktorého každý deň odosielame stovky balíkov.</p>
        <h2>Čo u nás nájdete</h2>
        <ul>
          <li>latexové a fóliové balóny, hélium a príslušenstvo,</li>
          <li>kostýmy, masky, parochne a líčidlá pre deti aj dospelých,</li>
          <li>dekorácie, párty stolovanie, sviečky a tortové fontány,</li>
          <li>sezónny sortiment na fašiangy, Halloween, Vianoce a Silvester,</li>
          <li>darčeky, pohľadnice a darčekové tašky.</li>
        </ul>
        <h2>Služby</h2>
        <p>Okrem predaja vám pomôžeme aj s prípravou oslavy. Na každej predajni vám <a href="/info/23/nafukovanie-balonikov">nafúkneme balóny</a> na počkanie, v <a href="/info/21/pozicovna-kostymov">požičovni kostýmov</a> si vyberiete z viac ako 600 kostýmov a naši dekoratéri pripravia <a href="/info/22/vyzdoba-na-kluc">výzdobu na kľúč</a> na svadbu, firemný večierok či detskú oslavu.</p>
        <h2>Naši ľudia</h2>
        <p>V Party shope pracuje viac ako 80 ľudí – predavačky a predavači, dekoratéri, skladníci aj kolegovia v zákazníckom servise. Mnohí z nich sú s nami od začiatku a oslavy sú ich koníčkom. Ak by ste sa k nám chceli pridať, pozrite si aktuálne <a href="/kariera">voľné pracovné miesta</a>.</p>
        <h2>Podujatia a inšpirácia</h2>
        <p>Na predajniach pravidelne organizujeme tvorivé dielne, ukážky líčenia a sezónne akcie pre deti. Prehľad nájdete v sekcii <a href="/eventy">Podujatia</a>, tipy na výzdobu a návody v našom <a href="/blog">blogu</a>. A ak máte otázku, <a href="/info/kontakt">ozvite sa nám</a>.</p>
      `,
    },
    {
      id: 4,
      slug: 'obchodne-podmienky',
      title: 'Obchodné podmienky',
      meta: 'Obchodné podmienky e-shopu Party shop: objednávka a uzavretie zmluvy, ceny s DPH, dodanie, platba, odstúpenie do 14 dní, reklamácie a riešenie sporov.',
      content: html`
        <h2>1. Predávajúci</h2>
        <p>Predávajúcim je spoločnosť <strong>${c.name}</strong>, so sídlom ${address}, IČO ${ico}, DIČ ${c.dic}, ${REGISTER}. Kontakt: ${mail}, ${phone}. Orgánom dozoru je Slovenská obchodná inšpekcia, Inšpektorát SOI pre Bratislavský kraj.</p>
        <p>Tieto podmienky upravujú práva a povinnosti predávajúceho a kupujúceho pri kúpe tovaru cez e-shop. Vzťahy so spotrebiteľom sa riadia najmä Občianskym zákonníkom a zákonom č. 108/2024 Z. z. o ochrane spotrebiteľa.</p>
        <h2>2. Objednávka a uzavretie zmluvy</h2>
        <p>Objednávku odošlete tlačidlom s označením povinnosti platby. Kúpna zmluva je uzavretá doručením e-mailu, ktorým objednávku potvrdíme. Do odoslania tovaru môžete objednávku bezplatne zrušiť e-mailom alebo telefonicky.</p>
        <h2>3. Ceny</h2>
        <p>Všetky ceny sú uvedené vrátane DPH. Cena dopravy a platby sa zobrazí pred odoslaním objednávky. Pri zľavách uvádzame aj najnižšiu cenu za posledných 30 dní pred zľavou.</p>
        <h2>4. Dodanie a platba</h2>
        <p>Spôsoby a ceny dopravy, dodacie lehoty a spôsoby platby sú uvedené na stránke <a href="/info/rozvoz">Doprava a platba</a>. Vlastnícke právo k tovaru prechádza na kupujúceho zaplatením kúpnej ceny, nebezpečenstvo škody na tovare jeho prevzatím.</p>
        <h2>5. Odstúpenie od zmluvy</h2>
        <p>Spotrebiteľ môže od zmluvy uzavretej na diaľku odstúpiť bez udania dôvodu do 14 dní od prevzatia tovaru. Stačí nám v tejto lehote poslať jednoznačné vyhlásenie, napríklad e-mailom alebo formulárom zo stránky <a href="/dokumenty">Dokumenty</a>. Tovar vráťte do 14 dní od odstúpenia na adresu sídla alebo ho odovzdajte na ktorejkoľvek predajni. Platby vrátane ceny najlacnejšej ponúkanej dopravy vrátime do 14 dní od doručenia odstúpenia, nie však skôr, ako nám tovar vrátite alebo preukážete jeho odoslanie. Náklady na vrátenie tovaru znáša spotrebiteľ.</p>
        <p>Odstúpiť nemožno najmä pri tovare upravenom podľa želania spotrebiteľa (napríklad pri balónoch nafúknutých héliom alebo s potlačou), pri tovare podliehajúcom rýchlej skaze a pri tovare v hygienickom obale, ktorý bol po dodaní rozbalený (napríklad pri líčidlách).</p>
        <h2>6. Reklamácie</h2>
        <p>Za vady tovaru zodpovedáme 24 mesiacov od prevzatia. Reklamáciu môžete uplatniť na ktorejkoľvek predajni alebo zaslaním tovaru na adresu sídla. Vybavíme ju bez zbytočného odkladu, najneskôr do 30 dní. Podrobnosti upravuje stránka <a href="/info/6/reklamacie">Reklamácie a vrátenie tovaru</a>.</p>
        <h2>7. Alternatívne riešenie sporov</h2>
        <p>Ak nie ste spokojní s vybavením reklamácie alebo sa domnievate, že sme porušili vaše práva, môžete nás požiadať o nápravu. Ak vašu žiadosť zamietneme alebo na ňu do 30 dní neodpovieme, môžete podať návrh na alternatívne riešenie sporu subjektu ARS podľa zákona č. 391/2015 Z. z., napríklad Slovenskej obchodnej inšpekcii.</p>
        <h2>8. Záverečné ustanovenia</h2>
        <p>Spracúvanie osobných údajov upravuje stránka <a href="/info/5/ochrana-osobnych-udajov">Ochrana osobných údajov</a>. Tieto obchodné podmienky sú účinné od 1. 1. 2025.</p>
      `,
    },
    {
      id: 5,
      slug: 'ochrana-osobnych-udajov',
      title: 'Ochrana osobných údajov',
      meta: 'Ako Party shop spracúva osobné údaje zákazníkov podľa GDPR: účely a právne základy, príjemcovia, doba uchovávania a vaše práva vrátane podania sťažnosti.',
      content: html`
        <h2>Prevádzkovateľ</h2>
        <p>Prevádzkovateľom osobných údajov je ${c.name}, ${address}, IČO ${ico}. Vo veciach ochrany osobných údajov nás môžete kontaktovať na adrese ${mail} alebo písomne na adrese sídla.</p>
        <h2>Aké údaje spracúvame a prečo</h2>
        <ul>
          <li><strong>Vybavenie objednávky</strong> – meno, adresa, e-mail, telefón a údaje o objednávke spracúvame na plnenie zmluvy (čl. 6 ods. 1 písm. b) GDPR).</li>
          <li><strong>Účtovníctvo a daňové povinnosti</strong> – údaje na faktúrach uchovávame 10 rokov na základe zákona (čl. 6 ods. 1 písm. c) GDPR).</li>
          <li><strong>Zákaznícky účet</strong> – registračné údaje a históriu objednávok spracúvame, kým účet nezrušíte.</li>
          <li><strong>Newsletter</strong> – e-mail spracúvame na základe vášho súhlasu, ktorý môžete kedykoľvek odvolať odkazom v každom e-maile.</li>
          <li><strong>Hodnotenia a podujatia</strong> – meno pri recenzii produktu alebo pri prihláške na podujatie zverejňujeme len s vaším súhlasom.</li>
          <li><strong>Bezpečnosť a ochrana práv</strong> – záznamy o prihláseniach a riešenie sporov na základe oprávneného záujmu (čl. 6 ods. 1 písm. f) GDPR).</li>
        </ul>
        <h2>Príjemcovia</h2>
        <p>Údaje odovzdávame len v rozsahu nevyhnutnom na daný účel: prepravcom (kuriérska spoločnosť, Zásielkovňa), prevádzkovateľovi platobnej brány, účtovnej kancelárii a poskytovateľom hostingu a e-mailových služieb. Všetci spracúvajú údaje v rámci Európskej únie a sú viazaní zmluvou o spracúvaní osobných údajov.</p>
        <h2>Ako dlho údaje uchovávame</h2>
        <p>Údaje z objednávok uchovávame počas trvania záručnej doby a možných sporov, najviac 4 roky, účtovné doklady 10 rokov. Údaje spracúvané na základe súhlasu uchovávame do jeho odvolania.</p>
        <h2>Vaše práva</h2>
        <p>Máte právo na prístup k svojim údajom, ich opravu, vymazanie, obmedzenie spracúvania a prenosnosť, ako aj právo namietať proti spracúvaniu na základe oprávneného záujmu. Súhlas môžete kedykoľvek odvolať bez vplyvu na zákonnosť predchádzajúceho spracúvania. Ak sa domnievate, že údaje spracúvame v rozpore so zákonom, môžete podať sťažnosť Úradu na ochranu osobných údajov Slovenskej republiky, Hraničná 12, 820 07 Bratislava.</p>
        <p>Informácie o súboroch cookies nájdete na stránke <a href="/info/9/cookies">Zásady používania cookies</a>.</p>
      `,
    },
    {
      id: 6,
      slug: 'reklamacie',
      title: 'Reklamácie a vrátenie tovaru',
      meta: 'Ako reklamovať tovar z Party shopu alebo ho vrátiť do 14 dní: kde reklamáciu uplatniť, čo priložiť, lehoty vybavenia a vrátenie peňazí za tovar.',
      content: html`
        <h2>Vrátenie tovaru do 14 dní</h2>
        <p>Tovar kúpený v e-shope môžete vrátiť bez udania dôvodu do 14 dní od prevzatia. Pošlite nám e-mail na ${mail} s číslom objednávky a zoznamom vrátených položiek, prípadne vyplňte formulár zo stránky <a href="/dokumenty">Dokumenty</a>. Tovar nám pošlite na adresu ${address} alebo ho prineste na ktorúkoľvek z <a href="/prodejny">našich predajní</a>. Peniaze vrátime rovnakým spôsobom, akým ste platili, najneskôr do 14 dní.</p>
        <p>Vrátiť nemožno balóny nafúknuté héliom, tovar s potlačou na želanie a rozbalené líčidlá či iný tovar v hygienickom obale. Na tovar kúpený priamo na predajni sa lehota 14 dní nevzťahuje, nepoužitý tovar v pôvodnom obale vám však po dohode s predajňou radi vymeníme.</p>
        <h2>Reklamácia vadného tovaru</h2>
        <p>Na tovar poskytujeme záruku 24 mesiacov. Ak sa na ňom objaví vada, postupujte takto:</p>
        <ul>
          <li>reklamáciu uplatnite na ktorejkoľvek predajni alebo zašlite tovar na adresu sídla,</li>
          <li>priložte doklad o kúpe alebo uveďte číslo objednávky,</li>
          <li>stručne opíšte vadu a ako sa prejavuje, pri viditeľnej vade pridajte fotografiu,</li>
          <li>napíšte, ako chcete reklamáciu vybaviť – výmenou, opravou, zľavou alebo vrátením peňazí.</li>
        </ul>
        <p>O prijatí reklamácie vám vydáme potvrdenie. Reklamáciu vybavíme bez zbytočného odkladu, najneskôr do 30 dní, a o výsledku vás budeme informovať e-mailom.</p>
        <h2>Balóny a reklamácie</h2>
        <p>Latexový balón je prírodný materiál a jeho prasknutie pri nafukovaní alebo po kontakte s ostrým či horúcim predmetom nie je vadou. Doba, počas ktorej balón s héliom lieta, závisí od teploty a veľkosti balóna a nie je zaručená. Ak vám však balón nafúknutý na našej predajni spadne v ten istý deň, prineste ho späť a nafúkneme vám nový.</p>
        <p>Ďalšie podrobnosti nájdete v <a href="/info/4/obchodne-podmienky">obchodných podmienkach</a>.</p>
      `,
    },
    {
      id: 7,
      slug: 'spokojenost',
      title: 'Spokojnosť zákazníkov',
      meta: 'Spokojnosť zákazníkov je pre Party shop na prvom mieste. Pozrite si, ako zbierame spätnú väzbu, čo na nás zákazníci oceňujú a ako sa nám ozvať.',
      content: html`
        <p>Oslava sa dá pripraviť len raz, a preto vieme, aké dôležité je, aby všetko klaplo. Spokojnosť zákazníkov je pre nás najlepším meradlom, či robíme svoju prácu dobre.</p>
        <h2>Čo na nás zákazníci oceňujú</h2>
        <ul>
          <li><strong>Balóny na počkanie</strong> – nafúkneme ich na každej z 13 predajní, aj keď prídete na poslednú chvíľu.</li>
          <li><strong>Ochotu a radu</strong> – predavačky a predavači vám pomôžu zladiť farby, vybrať kostým aj vypočítať, koľko balónov potrebujete.</li>
          <li><strong>Rýchle dodanie</strong> – tovar skladom odosielame do 1–2 pracovných dní.</li>
          <li><strong>Široký výber</strong> – tisíce produktov od balónov cez kostýmy až po sviečky a dekorácie.</li>
        </ul>
        <h2>Ako zbierame spätnú väzbu</h2>
        <p>Po každej objednávke vám pošleme krátky dotazník. Jeho vyplnenie trvá minútu a každú odpoveď si prečítame. Výsledky pravidelne vyhodnocujeme s vedúcimi predajní a podľa nich upravujeme sortiment, otváracie hodiny aj postupy v sklade. V minulom roku by nás podľa dotazníka odporučilo 96 % zákazníkov.</p>
        <p>Vaše skúsenosti s konkrétnym tovarom môžete zdieľať aj v hodnotení priamo na stránke produktu. Pomôžete tým ostatným zákazníkom pri výbere.</p>
        <h2>Niečo sa nepodarilo?</h2>
        <p>Aj nám sa občas stane chyba. Ak nie ste s nákupom alebo s prístupom našich kolegov spokojní, dajte nám vedieť na ${mail} alebo na telefónnom čísle ${phone}. Ozveme sa vám do jedného pracovného dňa a spoločne nájdeme riešenie. Postup pri reklamácii a vrátení tovaru nájdete na stránke <a href="/info/6/reklamacie">Reklamácie a vrátenie tovaru</a>.</p>
      `,
    },
    {
      id: 8,
      slug: 'eshop',
      title: 'E-shop',
      meta: 'Ako nakupovať v e-shope Party shop: vyhľadávanie, zákaznícky účet, zľavové kódy, ceny v eurách alebo korunách, doprava, platba a osobný odber.',
      content: html`
        <p>V našom e-shope nájdete celý sortiment predajní – balóny, kostýmy, dekorácie, párty stolovanie, sviečky aj darčeky. Nakupovať môžete kedykoľvek, aj bez registrácie.</p>
        <h2>Ako nakupovať</h2>
        <ol>
          <li>Vyhľadajte tovar cez vyhľadávanie alebo v kategóriách. Pomôžu vám filtre podľa farby, veľkosti, motívu a ceny.</li>
          <li>Pri kostýmoch a balónoch si vyberte veľkosť alebo farbu a vložte tovar do košíka. K balónom môžete rovno pridať aj nafúknutie héliom.</li>
          <li>V košíku zadajte zľavový kód, ak ho máte, a zvoľte spôsob dopravy a platby.</li>
          <li>Vyplňte kontaktné a fakturačné údaje a objednávku odošlite. Potvrdenie vám príde e-mailom.</li>
        </ol>
        <h2>Výhody zákazníckeho účtu</h2>
        <ul>
          <li>prehľad objednávok a faktúr na jednom mieste,</li>
          <li>uložené adresy a fakturačné údaje pre rýchlejší nákup,</li>
          <li>zľavy pre firemných zákazníkov a veľkoodberateľov,</li>
          <li>newsletter s akciami a inšpiráciou, ak oň máte záujem.</li>
        </ul>
        <h2>Ceny, novinky a akcie</h2>
        <p>Ceny sú uvedené vrátane DPH. Predvolene ich zobrazujeme v eurách, v hlavičke stránky si môžete prepnúť aj na české koruny. Pri zľavnenom tovare uvádzame aj najnižšiu cenu za posledných 30 dní. To najnovšie z ponuky nájdete v <a href="/produkty/novinky">novinkách</a>, zľavy v sekcii <a href="/produkty/akce">akcie</a>.</p>
        <h2>Doprava a vyzdvihnutie</h2>
        <p>Objednávku si môžete bezplatne vyzdvihnúť aj na niektorej z <a href="/prodejny">našich predajní</a>. Všetky spôsoby dopravy a platby s aktuálnymi cenami a hranicou pre dopravu zadarmo nájdete na stránke <a href="/info/rozvoz">Doprava a platba</a>, pravidlá nákupu v <a href="/info/4/obchodne-podmienky">obchodných podmienkach</a>.</p>
      `,
    },
    {
      id: 9,
      slug: 'cookies',
      title: 'Zásady používania cookies',
      meta: 'Aké cookies používa e-shop Party shop: technické, analytické, marketingové a reklamné. Na čo slúžia, ako dlho sa uchovávajú a ako zmeniť svoj súhlas.',
      content: html`
        <p>Cookies sú malé textové súbory, ktoré webová stránka ukladá vo vašom prehliadači. Pomáhajú nám zabezpečiť, aby e-shop správne fungoval, aby sme ho mohli zlepšovať a ponúkať vám relevantný obsah. Prevádzkovateľom je ${c.name}, IČO ${ico}.</p>
        <h2>Technické cookies</h2>
        <p>Sú nevyhnutné na fungovanie stránky, a preto ich nemožno vypnúť. Uchovávajú napríklad obsah košíka (guest-cart), zvolenú menu (currencyId) a jazyk (locale), prihlásenie do účtu, potvrdenie veku pri tovare 18+ (age-confirmed) a vaše nastavenia súhlasu (accept-technical, accept-analytical, accept-marketing, accept-advertisement). Spracúvame ich na základe oprávneného záujmu.</p>
        <h2>Analytické cookies</h2>
        <p>Pomáhajú nám pochopiť, ako návštevníci stránku používajú – ktoré stránky sú najnavštevovanejšie a kde sa nákup zasekne. Údaje sú súhrnné a nepoužívame ich na vašu identifikáciu. Ukladáme ich len s vaším súhlasom.</p>
        <h2>Marketingové cookies</h2>
        <p>Umožňujú nám zobrazovať vám ponuky a inšpiráciu podľa toho, čo vás zaujíma, a merať úspešnosť newslettera a kampaní. Ukladáme ich len s vaším súhlasom.</p>
        <h2>Reklamné cookies</h2>
        <p>Používajú ich naši reklamní partneri, napríklad sociálne siete a vyhľadávače, aby vám mohli zobrazovať reklamu na naše produkty aj na iných stránkach. Ukladáme ich len s vaším súhlasom.</p>
        <h2>Doba uchovávania a zmena súhlasu</h2>
        <ul>
          <li>cookies košíka sa uchovávajú 14 dní,</li>
          <li>nastavenia meny, jazyka a súhlasu najviac 1 rok,</li>
          <li>analytické, marketingové a reklamné cookies podľa nastavení partnera, najviac 2 roky.</li>
        </ul>
        <p>Súhlas môžete kedykoľvek odvolať odkazom v spodnej časti stránky – lišta cookies sa vám potom zobrazí znova a môžete si vybrať nanovo. Cookies môžete zablokovať aj v nastaveniach prehliadača, niektoré funkcie e-shopu však potom nemusia fungovať. Viac o spracúvaní údajov nájdete na stránke <a href="/info/5/ochrana-osobnych-udajov">Ochrana osobných údajov</a>.</p>
      `,
    },
    {
      id: 21,
      slug: 'pozicovna-kostymov',
      title: 'Požičovňa kostýmov',
      meta: 'Požičovňa kostýmov Party shop: viac ako 600 kostýmov pre deti aj dospelých na karneval, ples či večierok. Detské od 8 €, pre dospelých od 15 € na víkend.',
      content: html`
        <p>Potrebujete kostým na jeden večer? V našej požičovni nájdete viac ako 600 kostýmov pre deti aj dospelých – rozprávkové postavy, zvieratká, superhrdinov, historické kostýmy, uniformy aj kostýmy z obdobia od dvadsiatych do osemdesiatych rokov. Všetky kostýmy sú po každom požičaní profesionálne vyčistené.</p>
        <h2>Cenník</h2>
        <table>
          <thead><tr><th>Kostým</th><th>Požičanie na víkend</th><th>Vratná záloha</th></tr></thead>
          <tbody>
            <tr><td>Detský kostým</td><td>od 8 €</td><td>20 €</td></tr>
            <tr><td>Kostým pre dospelých</td><td>od 15 €</td><td>30 €</td></tr>
            <tr><td>Historický alebo exkluzívny kostým</td><td>od 25 €</td><td>50 €</td></tr>
            <tr><td>Doplnok (parochňa, klobúk, rekvizita)</td><td>od 3 €</td><td>10 €</td></tr>
            <tr><td>Každý ďalší deň</td><td>3 €</td><td>–</td></tr>
          </tbody>
        </table>
        <p>Víkendom rozumieme požičanie od piatka do pondelka. Pri požičaní piatich a viac kostýmov naraz vám dáme zľavu 10 %.</p>
        <h2>Ako si kostým požičať</h2>
        <ol>
          <li><strong>Rezervácia</strong> – osobne na predajni, telefonicky alebo e-mailom, ideálne aspoň 3 dni vopred. Počas fašiangov a pred Halloweenom odporúčame rezervovať aj dva týždne dopredu. Rezervácia je bezplatná.</li>
          <li><strong>Prevzatie</strong> – kostým si pri prevzatí vyskúšate a spolu skontrolujeme jeho úplnosť. Zaplatíte poplatok a vratnú zálohu a predložíte doklad totožnosti.</li>
          <li><strong>Vrátenie</strong> – kostým vrátite v dohodnutý deň na tej istej predajni. Nemusíte ho prať, čistenie je v cene. Ak je kompletný a nepoškodený, vrátime vám celú zálohu.</li>
        </ol>
        <h2>Dobré vedieť</h2>
        <ul>
          <li>pri menšom poškodení účtujeme len náklady na opravu, pri strate alebo zničení hodnotu kostýmu,</li>
          <li>líčidlá, masky z latexu a doplnky, ktoré prichádzajú do kontaktu s tvárou, z hygienických dôvodov nepožičiavame – kúpite ich na predajni,</li>
          <li>pri omeškaní s vrátením účtujeme poplatok za každý ďalší deň.</li>
        </ul>
        <p>Inšpiráciu na masky nájdete v našom <a href="/blog">blogu</a>, kontakty na predajne v <a href="/prodejny">prehľade predajní</a>.</p>
      `,
    },
    {
      id: 22,
      slug: 'vyzdoba-na-kluc',
      title: 'Výzdoba na kľúč',
      meta: 'Výzdoba na kľúč od Party shopu: balónové girlandy, oblúky a dekorácie na svadby, oslavy a firemné akcie. Návrh, inštalácia aj odvoz po skončení.',
      content: html`
        <p>Chcete mať krásnu výzdobu bez starostí? Naši dekoratéri pripravia návrh, v deň akcie všetko nainštalujú a po skončení výzdobu odvezú. Vy sa môžete venovať hosťom.</p>
        <h2>Pre aké príležitosti</h2>
        <ul>
          <li>svadby a zásnuby – balónové oblúky, girlandy, výzdoba stolov a sladkého stola,</li>
          <li>narodeniny, krstiny a detské oslavy – steny na fotenie, číslice, kytice balónov,</li>
          <li>firemné večierky, konferencie a otvorenie prevádzok – výzdoba vo firemných farbách,</li>
          <li>plesy, maturitné stužkové a školské akcie.</li>
        </ul>
        <h2>Ako to prebieha</h2>
        <ol>
          <li><strong>Konzultácia</strong> – osobne na predajni, telefonicky alebo e-mailom. Povedzte nám termín, miesto, počet hostí a predstavu o farbách. Konzultácia je zadarmo.</li>
          <li><strong>Návrh a cenová ponuka</strong> – do troch pracovných dní vám pošleme návrh výzdoby s cenou. Po jeho schválení zaplatíte zálohu 30 %.</li>
          <li><strong>Inštalácia</strong> – v deň akcie prídeme na miesto, výzdobu postavíme a skontrolujeme, či je všetko podľa dohody.</li>
          <li><strong>Odvoz</strong> – po skončení akcie výzdobu odinštalujeme a odvezieme, balóny odovzdáme na recykláciu.</li>
        </ol>
        <h2>Orientačné ceny</h2>
        <table>
          <thead><tr><th>Výzdoba</th><th>Cena od</th></tr></thead>
          <tbody>
            <tr><td>Balónová girlanda 2 m</td><td>89 €</td></tr>
            <tr><td>Balónový oblúk do 3 m</td><td>149 €</td></tr>
            <tr><td>Stena na fotenie s číslicami</td><td>119 €</td></tr>
            <tr><td>Výzdoba detskej oslavy</td><td>120 €</td></tr>
            <tr><td>Svadobná výzdoba sály</td><td>390 €</td></tr>
          </tbody>
        </table>
        <p>Doprava v meste, kde máme predajňu, je zadarmo, mimo neho účtujeme 0,50 € za kilometer. Svadby odporúčame rezervovať aspoň dva mesiace vopred, ostatné akcie dva až tri týždne vopred.</p>
        <p>Nezáväzný dopyt nám pošlite na ${mail} alebo sa zastavte na niektorej z <a href="/prodejny">našich predajní</a>. Inšpiráciu nájdete aj v našom <a href="/blog">blogu</a>.</p>
      `,
    },
    {
      id: 23,
      slug: 'nafukovanie-balonikov',
      title: 'Nafukovanie balónikov',
      meta: 'Nafukovanie balónikov héliom na počkanie na všetkých 13 predajniach Party shop. Latexové aj fóliové balóny, ošetrenie Hi-Float, kytice so závažím a cenník.',
      content: html`
        <p>Balóny vám nafúkneme héliom alebo vzduchom na počkanie na všetkých 13 predajniach. Nafúkneme balóny kúpené u nás aj inde, ak sú na hélium vhodné. Pri nákupe v e-shope môžete nafúknutie pridať do košíka k balónom a pri osobnom odbere si ich vyzdvihnúť už nafúknuté.</p>
        <h2>Cenník</h2>
        <table>
          <thead><tr><th>Služba</th><th>Cena za kus</th></tr></thead>
          <tbody>
            <tr><td>Latexový balón do 30 cm – hélium</td><td>0,99 €</td></tr>
            <tr><td>Latexový balón 45 cm – hélium</td><td>2,50 €</td></tr>
            <tr><td>Ošetrenie Hi-Float (dlhší let latexových balónov)</td><td>+0,50 €</td></tr>
            <tr><td>Fóliový balón do 45 cm – hélium</td><td>2,49 €</td></tr>
            <tr><td>Fóliová číslica alebo písmeno 86–100 cm – hélium</td><td>3,99 €</td></tr>
            <tr><td>Nafúknutie vzduchom</td><td>0,20 €</td></tr>
            <tr><td>Závažie na kyticu</td><td>od 0,90 €</td></tr>
          </tbody>
        </table>
        <p>Stuhu k balónom dostanete zadarmo.</p>
        <h2>Ako dlho balóny lietajú</h2>
        <ul>
          <li>latexový balón 30 cm približne 8–12 hodín, s ošetrením Hi-Float aj niekoľko dní,</li>
          <li>fóliové balóny zvyčajne 5–7 dní, často aj dlhšie,</li>
          <li>teplo, slnko a mráz dobu letu skracujú, preto balóny neprevážajte v rozpálenom ani premrznutom aute.</li>
        </ul>
        <h2>Väčšie objednávky</h2>
        <p>Pri objednávke nad 30 balónov nám prosím zavolajte alebo napíšte aspoň deň vopred, aby sme mali všetko pripravené. Na väčšie akcie vám požičiame aj tlakovú fľašu s héliom, ktorú po akcii vrátite. Kontakty na predajne nájdete v <a href="/prodejny">prehľade predajní</a>, tipy na dlhší let balónov v našom <a href="/blog">blogu</a>.</p>
        <p>Ak sa o výzdobu nechcete starať sami, pozrite si službu <a href="/info/22/vyzdoba-na-kluc">výzdoba na kľúč</a>.</p>
      `,
    },
  ];
}
