/**
 * Slovak product copy of the demo catalogue: the HTML description, the one-sentence listing text and the meta description
 * of a product, composed from per-family sentence pools. The wording varies with the product's deterministic generator,
 * so the same seed always gives the same copy.
 *
 * In the templates {N} stands for the product name (in <strong> in the HTML, plain elsewhere), {M} for " v motíve …"
 * (empty without a motif) and {P} for the person a bachelorette accessory is meant for. Names are always used in the
 * nominative (after a dash or a colon), so the copy stays grammatical whatever the gender or number of the name.
 */
import type { Rng } from '../random';
import type { DescFamily } from './product-types';

export interface DescribeInput {
  name: string;
  motif?: string;
  brand: string;
  /** "10 ks" */
  pieces?: string;
  /** "30 cm" */
  size?: string;
  /** subcategory slug */
  category: string;
  adult: boolean;
  hasSizes: boolean;
}

export interface ProductCopy {
  html: string;
  short: string;
  meta: string;
}

interface FamilyCopy {
  /** opening sentence(s); contain {N} exactly once */
  open: readonly string[];
  /** the second paragraph: use and properties */
  body: readonly string[];
  /** practical tips for the list (3–4 are picked) */
  tips: readonly string[];
  /** care or safety notes; always printed when given */
  care?: readonly string[];
  /** one listing sentence; {M} after the noun */
  short: readonly string[];
  /** a phrase following "Name – "; ends with a full stop */
  meta: readonly string[];
  /** what the size from the name measures ("Výška"); default "Rozmer" */
  sizeLabel?: string;
  /** printed when the product has size variants */
  sizes?: readonly string[];
  /** printed when the product has no size variants */
  oneSize?: readonly string[];
  /** family-specific closings (mixed with the general ones) */
  close?: readonly string[];
}

const OWN_BRAND = 'Party shop Original';

// ---------------------------------------------------------------------------------------------------------------
// shared sentences

const LATEX_CARE = [
  'Balóny sú vyrobené z prírodného latexu, ktorý je biologicky rozložiteľný. Obsahujú prírodný kaučuk, ktorý môže u citlivých osôb vyvolať alergickú reakciu. Deti do 8 rokov sa môžu nenafúknutými alebo prasknutými balónmi zadusiť – nech sa s nimi hrajú len pod dohľadom dospelých a zvyšky balónov ihneď odstráňte.',
  'Upozornenie: výrobok obsahuje prírodný latex, ktorý môže spôsobiť alergiu. Nenafúknuté a prasknuté balóny uchovávajte mimo dosahu detí do 8 rokov, hrozí riziko udusenia. Na nafukovanie odporúčame pumpičku, nie ústa.',
  'Prírodný latex je šetrný k prírode, obsahuje však kaučuk, ktorý môže vyvolať alergiu. Deti do 8 rokov sa s balónmi môžu hrať len pod dozorom dospelej osoby – nenafúknuté alebo prasknuté balóny predstavujú riziko udusenia.',
] as const;

const FOIL_CARE = [
  'Metalizovaná fólia vedie elektrický prúd, preto balóny nikdy nepúšťajte voľne do vzduchu a nepoužívajte ich v blízkosti elektrického vedenia. Nenafúknuté alebo prasknuté balóny uchovávajte mimo dosahu detí do 8 rokov.',
  'Dôležité: fóliový balón je vodivý – nepúšťajte ho do vzduchu vonku, kde by sa mohol zachytiť na elektrickom vedení. Nie je to hračka, deti sa s ním môžu hrať len pod dohľadom dospelých.',
] as const;

const FOIL_TIPS = [
  'Balón neprefukujte – keď sa vyrovnajú záhyby na švoch, je plný.',
  'V chlade balón mierne splasne, v teple sa roztiahne; pri väčších rozdieloch teplôt ho dofúknite alebo trochu vypustite.',
  'Na plnenie vzduchom stačí obyčajná slamka zasunutá do ventilu.',
  'Ak chcete, balón vám naplníme héliom priamo na predajni.',
  'Po oslave balón vyfúknete cez ventil pomocou slamky a uložíte na ďalšiu príležitosť.',
  'Balón s héliom nenechávajte na priamom slnku ani pri radiátore.',
] as const;

const BALLOON_TIPS = [
  'Balóny nafukujte len na odporúčanú veľkosť – prefúknuté balóny praskajú rýchlejšie.',
  'Na rýchle nafukovanie vzduchom použite ručnú alebo elektrickú pumpičku.',
  'Héliom balóny naplňte najlepšie v deň oslavy, budú lietať čo najdlhšie.',
  'Nafúknuté balóny nenechávajte na priamom slnku ani pri radiátore.',
  'Nenafúknuté balóny skladujte v suchu a tme, aby si zachovali pružnosť.',
  'K balónom s héliom pripravte stuhu a závažie, aby vám neuleteli ku stropu.',
] as const;

const COSTUME_TIPS = [
  'Doplnky zobrazené na fotografii, ktoré nie sú uvedené v názve ani v popise, nie sú súčasťou balenia.',
  'Pred prvým použitím kostým vybaľte a nechajte ho vyvesený – záhyby z balenia sa vyrovnajú.',
  'Kostým perte ručne v studenej vode, nežmýkajte ho a nesušte v sušičke.',
  'Potlač ani nažehľovacie aplikácie nežehlite priamo, prípadne len cez látku pri nízkej teplote.',
  'Kostým dotvorte parochňou, maskou alebo líčidlami z kategórie doplnkov ku kostýmom.',
] as const;

const PAPER_CARE = [
  'Papierové dekorácie sú horľavé – nevešajte ich nad sviečky, lampy ani iné zdroje tepla.',
  'Papier je horľavý, preto dekorácie umiestňujte ďalej od horiacich sviečok a zdrojov tepla. Sú určené do interiéru – dážď a vlhkosť im neprospievajú.',
] as const;

const TABLEWARE_CARE = [
  'Jednorazový riad nie je vhodný do mikrovlnnej rúry ani do umývačky riadu a nepoužívajte ho na vriace tekutiny. Čisté papierové časti patria do separovaného zberu papiera, znečistené do zmesového odpadu.',
  'Výrobky sú vhodné na priamy styk s potravinami. Nevkladajte ich do mikrovlnnej rúry ani do rúry na pečenie a nepoužívajte ich na vriace nápoje.',
] as const;

const TABLEWARE_TIPS = [
  'Počítajte s rezervou – na jedného hosťa odporúčame aspoň dva taniere a dva poháre.',
  'Kombinujte taniere, poháre a servítky z jednej kolekcie, stôl bude pôsobiť jednotne.',
  'Pri väčšej oslave pripravte aj vrecia na triedený odpad, upratovanie bude rýchlejšie.',
  'Na sladký bufet zvoľte menšie dezertné taniere, na hlavné jedlo väčšie.',
] as const;

const CANDLE_CARE = [
  'Horiace sviečky nikdy nenechávajte bez dozoru a udržujte ich mimo dosahu detí, domácich zvierat a horľavých predmetov. Po sfúknutí ich z torty vyberte skôr, ako ju začnete krájať.',
  'Sviečky nikdy nenechávajte horieť bez dozoru. Zapaľujte ich až tesne pred podávaním torty, mimo dosahu detí, záclon, balónov a papierových dekorácií.',
] as const;

const PYRO_CORE = [
  'Ide o pyrotechnický výrobok kategórie F1 alebo T1 (presné zatriedenie je uvedené na obale). Predávame ho len osobám starším ako 18 rokov.',
  'Výrobok patrí medzi pyrotechniku kategórie F1 alebo T1 podľa označenia na obale a je určený výhradne osobám starším ako 18 rokov.',
] as const;

const ADULT_NOTE = [
  'Výrobok je určený výhradne osobám starším ako 18 rokov – vstup do kategórie potvrdzujete svojím vekom. Zásielku balíme diskrétne do neutrálneho obalu bez označenia obsahu.',
  'Predaj je povolený len osobám starším ako 18 rokov. Objednávku vám pošleme v diskrétnom balení, z ktorého nie je poznať, čo obsahuje.',
] as const;

const SMALL_PARTS = 'Výrobok obsahuje drobné časti, ktoré môžu deti prehltnúť – nie je vhodný pre deti do 3 rokov.';

// ---------------------------------------------------------------------------------------------------------------
// families

const LATEX: FamilyCopy = {
  open: [
    '{N} – klasika, bez ktorej si poriadnu oslavu len ťažko predstaviť.',
    '{N} – najjednoduchší spôsob, ako premeniť obyčajnú miestnosť na párty priestor.',
    '{N} – univerzálna voľba na narodeniny, svadbu, krstiny aj firemný večierok. Farebné balóny vytvoria slávnostnú atmosféru za pár minút.',
    'Bez balónov to na oslave nejde. {N} – spoľahlivá kvalita, sýte farby a pevný materiál, ktorý pri nafukovaní len tak nepraskne.',
  ],
  body: [
    'Naplnené héliom vydržia balóny lietať približne 12 až 24 hodín v závislosti od veľkosti a teploty v miestnosti. Ak ich ošetríte gélom na predĺženie letu, vydržia vo vzduchu aj niekoľko dní. Nafúknuté vzduchom poslúžia na stenu, strop, stôl alebo ako základ balónovej girlandy.',
    'Balóny môžete naplniť héliom aj obyčajným vzduchom. S héliom lietajú zhruba 12 – 24 hodín, so vzduchom vydržia pekne napnuté aj niekoľko dní – ideálne na výzdobu stien, oblúkov a girlánd.',
    'Hrubšia stena a rovnomerné zafarbenie zaručujú, že farba ostane sýta aj po nafúknutí. S héliom vydržia balóny lietať približne 12 až 24 hodín, nafúknuté vzduchom ozdobia stôl či stenu aj niekoľko dní.',
  ],
  tips: BALLOON_TIPS,
  care: LATEX_CARE,
  short: [
    'Balóny{M} z prírodného latexu, vhodné na hélium aj vzduch.',
    'Pevné a sýto sfarbené latexové balóny{M}, ktoré rozžiaria každú oslavu.',
    'Latexové balóny{M} – s héliom lietajú 12 až 24 hodín, so vzduchom vydržia aj niekoľko dní.',
  ],
  meta: [
    'balóny z prírodného latexu{M} na hélium aj vzduch, s héliom lietajú 12 – 24 hodín.',
    'latexové balóny{M} v sýtych farbách na narodeniny, svadbu aj firemnú akciu.',
  ],
  sizeLabel: 'Priemer po nafúknutí',
};

const FOIL: FamilyCopy = {
  open: [
    '{N} – efektná dekorácia, ktorá na oslave okamžite pritiahne pozornosť.',
    '{N} – lesklý fóliový balón, ktorý vydrží pekný oveľa dlhšie ako bežné latexové balóny.',
    'Hľadáte výzdobu, ktorá vydrží aj po oslave? {N} – fóliový balón, ktorý s héliom lieta niekoľko dní.',
  ],
  body: [
    'Naplnený héliom vydrží balón lietať niekoľko dní, často aj viac ako týždeň. Vďaka samouzatváraciemu ventilu ho môžete kedykoľvek dofúknuť, a keď oslava skončí, opatrne ho vyfúknuť a uschovať na ďalšiu príležitosť.',
    'Balón má samouzatvárací ventil – naplníte ho héliom, aby lietal, alebo vzduchom pomocou slamky či pumpičky a potom ho zavesíte alebo pripevníte na paličku. S héliom vydrží vo vzduchu aj niekoľko dní a v prípade potreby ho jednoducho dofúknete.',
  ],
  tips: FOIL_TIPS,
  care: FOIL_CARE,
  short: [
    'Lesklý fóliový balón{M}, ktorý s héliom lieta niekoľko dní a dá sa znova naplniť.',
    'Fóliový balón{M} so samouzatváracím ventilom na hélium aj vzduch.',
  ],
  meta: [
    'fóliový balón{M}, ktorý s héliom lieta niekoľko dní a vďaka ventilu sa dá dofúknuť.',
    'lesklý fóliový balón{M} na hélium aj vzduch, opakovane použiteľný.',
  ],
  sizeLabel: 'Veľkosť po nafúknutí',
};

const NUMBER: FamilyCopy = {
  open: [
    '{N} – fóliová číslica, ktorá každému hosťovi hneď prezradí, koľko rokov oslávenec oslavuje.',
    '{N} – veľká lesklá číslica, hlavná ozdoba narodeninovej alebo jubilejnej oslavy.',
    'Okrúhle jubileum, prvé narodeniny alebo výročie svadby? {N} – ozdoba, ktorá na fotkách zo dňa D nesmie chýbať.',
  ],
  body: [
    'Číslice môžete ľubovoľne kombinovať, takže zložíte akýkoľvek vek, rok alebo dátum. Naplnená héliom vydrží číslica lietať niekoľko dní, nafúknutá vzduchom sa dá postaviť na stôl alebo pripevniť na stenu.',
    'S héliom sa číslica vznáša niekoľko dní, so vzduchom poslúži ako dekorácia na stenu, do fotokútika či na stôl. Vďaka ventilu ju po oslave vyfúknete a uschováte na ďalšie narodeniny.',
  ],
  tips: [
    'Pre dvojciferný vek objednajte dve číslice – každá sa predáva samostatne.',
    'Na stenu číslicu upevnite obojstrannou lepiacou páskou alebo háčikom, nikdy nie špendlíkom.',
    ...FOIL_TIPS.slice(0, 4),
  ],
  care: FOIL_CARE,
  short: [
    'Fóliová číslica{M} na hélium aj vzduch – zložte z nej akýkoľvek vek či výročie.',
    'Lesklá balónová číslica{M}, ktorá s héliom lieta niekoľko dní.',
  ],
  meta: [
    'fóliová číslica{M} na narodeniny a jubileá, na hélium aj vzduch, opakovane použiteľná.',
    'balónová číslica{M} s ventilom, s héliom lieta niekoľko dní.',
  ],
  sizeLabel: 'Výška po nafúknutí',
};

const LETTER: FamilyCopy = {
  open: [
    '{N} – lesklé fóliové písmeno, z ktorého spolu s ďalšími zložíte meno, vek alebo ľubovoľný nápis.',
    '{N} – s fóliovými písmenami napíšete na oslave čokoľvek: meno oslávenca, HAPPY BIRTHDAY či LOVE.',
  ],
  body: [
    'Menšie písmená (približne do 40 cm) plňte vzduchom pomocou slamky alebo pumpičky – héliom by nevzlietli – a potom ich zaveste na stuhu či prilepte na stenu. Väčšie písmená s héliom vydržia lietať niekoľko dní.',
    'Písmená majú samouzatvárací ventil, takže ich nafúknete za pár sekúnd a po oslave rovnako rýchlo vyfúknete. Nápis z nich vytvoríte na stene, nad stolom so sladkosťami aj vo fotokútiku.',
  ],
  tips: [
    'Pri skladaní nápisu si písmená najprv rozložte na zem, aby ste skontrolovali poradie.',
    'Písmená navlečte na stuhu cez očko pri ventile – nápis bude držať rovno.',
    ...FOIL_TIPS.slice(0, 3),
  ],
  care: FOIL_CARE,
  short: [
    'Fóliové písmeno{M} na nápisy a mená, plní sa vzduchom aj héliom.',
    'Lesklé balónové písmeno{M} – poskladajte si z písmen vlastný nápis.',
  ],
  meta: [
    'fóliové písmeno{M} na balónové nápisy, mená a iniciály, s ventilom a opakovane použiteľné.',
    'balónové písmeno{M}, z ktorého poskladáte ľubovoľný nápis na oslavu.',
  ],
  sizeLabel: 'Výška po nafúknutí',
};

const BALLOON_SET: FamilyCopy = {
  open: [
    '{N} – hotová balónová sada, s ktorou máte výzdobu vyriešenú bez zložitého vyberania a kombinovania.',
    '{N} – farebne zladená kombinácia balónov na efektnú kyticu alebo hlavnú dekoráciu oslavy.',
    '{N} – najrýchlejšia cesta k výzdobe, ktorá vyzerá ako od dekoratérky.',
  ],
  body: [
    'V sade nájdete navzájom ladiace balóny, ktoré stačí nafúknuť a zviazať stuhou. Kytica naplnená héliom sa krásne vznáša nad stolom, pri darčeku alebo pri vchode a víta hostí.',
    'Sada kombinuje rôzne veľkosti a typy balónov, takže výsledok pôsobí profesionálne aj bez skúseností s dekoráciami. Latexové balóny s héliom vydržia lietať približne 12 – 24 hodín, fóliové aj niekoľko dní.',
  ],
  tips: [
    'Fóliové balóny môžete nafúknuť aj deň vopred, latexové až v deň oslavy.',
    'Kyticu ukotvite závažím, aby sa nepreklápala.',
    ...BALLOON_TIPS.slice(0, 3),
  ],
  care: [
    'Sada obsahuje balóny z prírodného latexu, ktorý môže u citlivých osôb vyvolať alergiu. Fóliové balóny sú vodivé – nepúšťajte ich do vzduchu v blízkosti elektrického vedenia. Nenafúknuté a prasknuté balóny uchovávajte mimo dosahu detí do 8 rokov.',
  ],
  short: [
    'Ladiaca sada balónov{M} na kyticu či výzdobu – stačí nafúknuť a zviazať.',
    'Balónová sada{M} z latexových a fóliových balónov pre efektnú výzdobu bez námahy.',
  ],
  meta: [
    'sada ladiacich latexových a fóliových balónov{M} na kyticu alebo výzdobu oslavy.',
    'hotová balónová sada{M} – výzdoba bez zložitého vyberania.',
  ],
  sizeLabel: 'Veľkosť balónov po nafúknutí',
};

const GARLAND_KIT: FamilyCopy = {
  open: [
    '{N} – súprava, s ktorou si balónovú girlandu alebo oblúk poskladáte doma sami, bez drahých dekoratérov.',
    '{N} – všetko potrebné na efektnú balónovú girlandu v jednom balení.',
  ],
  body: [
    'Balóny nafúknite vzduchom, ideálne pumpičkou, a postupne ich pripevňujte k páske na girlandu. Rôzne veľkosti balónov vytvoria moderný organický tvar, ktorý je dnes hitom svadieb aj detských osláv.',
    'Girlanda sa plní vzduchom, nie héliom, takže vydrží pekná aj niekoľko dní – pokojne ju pripravte deň pred oslavou. Bežnú dĺžku zvládnete poskladať približne za hodinu.',
  ],
  tips: [
    'Pripravte si pumpičku – pri desiatkach balónov ušetrí veľa času aj dychu.',
    'Balóny nafúknite na rôzne veľkosti, girlanda bude pôsobiť prirodzenejšie.',
    'Hotovú girlandu upevnite lepiacimi bodmi alebo háčikmi, ktoré nepoškodia stenu.',
    'Girlandu nevystavujte priamemu slnku, latex by rýchlejšie vybledol.',
  ],
  care: LATEX_CARE,
  short: [
    'Súprava na balónovú girlandu{M} – poskladáte ju doma za hodinu.',
    'Balónová girlanda{M} v praktickom balení na vlastnú výzdobu.',
  ],
  meta: [
    'súprava na balónovú girlandu či oblúk{M}, ktorú poskladáte doma sami.',
    'sada na balónovú girlandu{M} – plní sa vzduchom a vydrží aj niekoľko dní.',
  ],
};

const HELIUM_SERVICE: FamilyCopy = {
  open: [
    '{N} – pohodlná služba: balóny vám naplníme héliom na predajni, vy si ich len vyzdvihnete a odnesiete na oslavu.',
    '{N} – nechajte nafukovanie na nás a ušetrite si čas pred oslavou.',
  ],
  body: [
    'Službu si pridajte do košíka spolu s balónmi a pri dokončení objednávky zvoľte osobný odber na predajni. Balóny naplníme v deň vyzdvihnutia, aby lietali čo najdlhšie.',
    'Balóny naplníme profesionálnym zariadením, uviažeme a na želanie doplníme stuhou. Latexové balóny s héliom lietajú približne 12 – 24 hodín, preto si ich vyzdvihnite v deň oslavy; fóliové vydržia aj niekoľko dní.',
  ],
  tips: [
    'Nafúknuté balóny prevážajte v kabíne auta, nie v rozpálenom kufri – v horúčave môžu prasknúť.',
    'Počítajte s dostatkom miesta v aute: desať väčších balónov zaplní celé zadné sedadlo.',
    'Fóliové balóny si môžete vyzdvihnúť aj deň vopred.',
    'Balóny s héliom nepúšťajte vonku do vzduchu.',
  ],
  short: [
    'Naplníme vaše balóny héliom na predajni – vyzdvihnete ich pripravené na oslavu.',
    'Služba plnenia balónov héliom pri osobnom odbere na predajni.',
  ],
  meta: [
    'balóny vám naplníme héliom na predajni a pripravíme na vyzdvihnutie v deň oslavy.',
    'služba plnenia balónov héliom pri osobnom odbere objednávky.',
  ],
};

const HELIUM_TANK: FamilyCopy = {
  open: [
    '{N} – praktické riešenie pre všetkých, ktorí si chcú balóny naplniť héliom sami doma.',
    '{N} – balóny, ktoré lietajú, bez cesty na predajňu a bez čakania.',
  ],
  body: [
    'Tlaková nádoba je jednorazová a pripravená na okamžité použitie – stačí nasadiť balón na ventil a jemne ho zatlačiť. Počet balónov, ktoré naplníte, závisí od ich veľkosti; údaj na obale platí pre latexové balóny s priemerom približne 23 cm.',
    'Nádoba má jednoduchý ventil vhodný na latexové aj fóliové balóny. Plnenie zvládne každý dospelý bez skúseností a balóny budete mať pripravené presne vtedy, keď ich potrebujete.',
  ],
  tips: [
    'Pri plnení držte nádobu vo zvislej polohe na stabilnej podložke.',
    'Latexové balóny plňte héliom až v deň oslavy.',
    'Fóliové balóny plňte len dovtedy, kým sa nevyrovnajú záhyby na švoch.',
    'Nádobu prevážajte zaistenú proti pádu a nenechávajte ju v rozpálenom aute.',
  ],
  care: [
    'Nádoba je pod tlakom: chráňte ju pred slnečným žiarením a teplotami nad 50 °C, neprepichujte ju ani nespaľujte, a to ani po použití. Hélium nevdychujte – hrozí udusenie. Prázdnu nádobu s otvoreným ventilom odovzdajte do zberu kovového odpadu.',
  ],
  short: ['Jednorazová nádoba s héliom na plnenie balónov doma.', 'Hélium v tlakovej nádobe – naplňte si balóny sami, kedy potrebujete.'],
  meta: [
    'jednorazová tlaková nádoba s héliom na plnenie latexových aj fóliových balónov doma.',
    'hélium na plnenie balónov doma, jednoduché použitie bez skúseností.',
  ],
};

const HELIUM_ACCESSORY: FamilyCopy = {
  open: [
    '{N} – praktický pomocník, ktorý vám ušetrí čas aj nervy pri príprave balónovej výzdoby.',
    '{N} – malá vec, bez ktorej sa poriadna balónová výzdoba nezaobíde.',
  ],
  body: [
    'Príslušenstvo k balónom je nenápadné, no pomôže vám s nafukovaním, uväzovaním aj ukotvením balónov, aby držali presne tam, kde majú.',
    'S vhodným príslušenstvom zvládnete výzdobu rýchlejšie a balóny vydržia pekné dlhšie. Príslušenstvo sa hodí k latexovým aj fóliovým balónom.',
  ],
  tips: BALLOON_TIPS,
  care: ['Balóny aj drobné príslušenstvo uchovávajte mimo dosahu malých detí.'],
  short: [
    'Praktické príslušenstvo{M} na nafukovanie, uväzovanie a ukotvenie balónov.',
    'Pomocník pri balónovej výzdobe{M} – rýchlejšie a bez nervov.',
  ],
  meta: [
    'praktické príslušenstvo k balónom{M} na nafukovanie, uväzovanie a ukotvenie.',
    'pomocník na rýchlu a jednoduchú balónovú výzdobu{M}.',
  ],
};

const COSTUME_KIDS: FamilyCopy = {
  open: [
    '{N} – kostým, v ktorom sa vaše dieťa premení na svoju obľúbenú postavu a na karnevale bude žiariť.',
    '{N} – detský kostým na karneval, školskú besiedku, Halloween aj narodeninovú oslavu v kostýmoch.',
    'Karneval v škôlke, maškarný ples alebo tematická oslava? {N} – kostým, ktorý deti milujú a rodičia ocenia pre jeho pohodlie.',
  ],
  body: [
    'Kostým je ušitý z ľahkého, príjemného materiálu, ktorý nedráždi pokožku a nebráni v pohybe, takže sa v ňom dá behať, tancovať aj šantiť celé popoludnie. Obliekanie zvládne s malou pomocou aj menšie dieťa.',
    'Výrobca dbal na pohodlie: materiál je ľahký a pružný a strih voľnejší, aby sa kostým dal obliecť aj na tričko či pančucháče.',
    'Detaily kostýmu sú farebné a výrazné, takže vyzerá skvele nielen naživo, ale aj na fotografiách. Ľahký materiál je príjemný na nosenie počas celej oslavy.',
  ],
  tips: COSTUME_TIPS,
  care: [
    'Kostým nie je ochranný odev ani hračka. Chráňte ho pred ohňom a zdrojmi tepla a dieťa v ňom nenechávajte bez dozoru v blízkosti sviečok či prskaviek.',
    'Upozornenie: kostým je horľavý, dieťa sa v ňom nesmie približovať k otvorenému ohňu. Malé deti obliekajte a sledujte vždy pod dohľadom dospelej osoby.',
  ],
  short: [
    'Detský kostým{M} z ľahkého a príjemného materiálu na karneval aj oslavu.',
    'Pohodlný detský kostým{M}, v ktorom sa dá behať aj tancovať celé popoludnie.',
  ],
  meta: [
    'detský kostým{M} na karneval, besiedku aj Halloween, vo veľkostiach podľa výšky dieťaťa.',
    'pohodlný detský kostým{M} z ľahkého materiálu, vhodný na karneval aj oslavu.',
  ],
  sizes: [
    'Kostým ponúkame vo veľkostiach podľa výšky dieťaťa. Pred objednávkou si pozrite tabuľku veľkostí – ak je dieťa na hranici dvoch veľkostí, odporúčame zvoliť väčšiu.',
    'Správnu veľkosť vyberiete podľa tabuľky veľkostí, ktorá vychádza z výšky postavy a obvodu hrudníka. Deti rýchlo rastú, preto pri váhaní siahnite radšej po väčšej veľkosti.',
  ],
  oneSize: ['Kostým má univerzálnu detskú veľkosť.'],
};

const COSTUME_ADULT: FamilyCopy = {
  open: [
    '{N} – kostým, s ktorým na karnevale, tematickej párty či Halloweene rozhodne nezapadnete do davu.',
    '{N} – spoľahlivá voľba na maškarný ples, firemný večierok aj rozlúčku so slobodou.',
    'Chystáte sa na kostýmovú párty? {N} – kostým, ktorý vás premení za pár minút, bez šitia a dlhých príprav.',
  ],
  body: [
    'Kostým je vyrobený z ľahkého materiálu, ktorý je príjemný na nosenie aj počas celého večera. Strih je pohodlný a dobre drží tvar, takže sa v ňom môžete bez obáv zabávať a tancovať.',
    'Vďaka precízne spracovaným detailom pôsobí kostým efektne nielen na parkete, ale aj na fotografiách. Materiál je ľahký a príliš sa nekrčí, takže ho pokojne zbalíte aj do kufra.',
  ],
  tips: [...COSTUME_TIPS, 'Ku kostýmu pridajte výrazné líčenie – premena bude dokonalá.'],
  care: [
    'Kostým nie je ochranný odev. Nepribližujte sa v ňom k otvorenému ohňu, sviečkam ani pyrotechnike.',
    'Materiál kostýmu je horľavý – držte sa v ňom ďalej od sviečok, krbu a prskaviek.',
  ],
  short: [
    'Kostým pre dospelých{M} na karneval, tematickú párty aj Halloween.',
    'Efektný kostým{M} z ľahkého materiálu, pohodlný na celý večer.',
  ],
  meta: [
    'kostým pre dospelých{M} na karneval, maškarný ples či tematickú párty, vo viacerých veľkostiach.',
    'efektný kostým{M} z ľahkého materiálu na kostýmovú párty aj Halloween.',
  ],
  sizes: [
    'Kostým je dostupný vo viacerých veľkostiach. Pred objednávkou si porovnajte svoje miery s tabuľkou veľkostí; ak ste medzi dvoma veľkosťami, siahnite radšej po väčšej.',
    'Veľkosť vyberte podľa tabuľky veľkostí – rozhodujúci je obvod hrudníka a pása. Kostýmy majú skôr voľnejší strih, aby ste ich mohli obliecť aj na tenké oblečenie.',
  ],
  oneSize: ['Kostým má univerzálnu veľkosť, ktorá sadne väčšine dospelých.'],
};

const ACCESSORY: FamilyCopy = {
  open: [
    '{N} – drobný doplnok, ktorý z obyčajného kostýmu urobí dokonalú masku.',
    '{N} – detail, vďaka ktorému bude váš kostým kompletný.',
    '{N} – rýchly spôsob, ako sa prezliecť aj bez celého kostýmu.',
  ],
  body: [
    'Doplnok je ľahký a pohodlný, takže vás nebude obmedzovať ani počas dlhej párty. Kombinovať ho môžete s kostýmami z našej ponuky alebo s tým, čo nájdete doma v šatníku.',
    'Doplnok sa hodí na karneval, tematickú oslavu, rozlúčku so slobodou aj do fotokútika, kde hostia radi siahnu po niečom vtipnom.',
  ],
  tips: [
    'Doplnky zlaďte s kostýmom – stačí jedna spoločná farba.',
    'Do fotokútika pripravte košík s niekoľkými doplnkami, hostia sa rýchlo chytia.',
    'Po oslave doplnok uložte do pôvodného obalu, nepoškodí sa.',
    'Pred oslavou si doplnok vyskúšajte, aby ste vedeli, ako sedí.',
  ],
  care: ['Výrobok nie je hračka ani ochranná pomôcka. Uchovávajte ho mimo dosahu ohňa a zdrojov tepla.'],
  short: ['Doplnok ku kostýmu{M}, ktorý dotvorí vašu masku.', 'Ľahký a pohodlný doplnok{M} na karneval, párty aj do fotokútika.'],
  meta: ['doplnok ku kostýmu{M} na karneval, tematickú oslavu aj do fotokútika.', 'detail{M}, vďaka ktorému bude váš kostým kompletný.'],
  oneSize: ['Doplnok je v univerzálnej veľkosti.'],
};

const WIG: FamilyCopy = {
  open: [
    '{N} – najrýchlejšia cesta k úplne novému účesu bez kaderníka a farbenia.',
    '{N} – parochňa, ktorá dodá kostýmu ten správny šmrnc.',
    '{N} – bez správneho účesu nie je kostým úplný.',
  ],
  body: [
    'Parochňa je vyrobená zo syntetických vlákien, ktoré si držia tvar aj farbu. Vnútorná sieťka je pružná, takže parochňa dobre sedí a nekĺže, aj keď sa budete celý večer zabávať.',
    'Vlasy sú z jemných syntetických vlákien, ktoré pôsobia prirodzene a dobre sa česú. Pod parochňu odporúčame nasadiť sieťku na vlasy – vlastné vlasy tak schováte a parochňa bude lepšie držať.',
  ],
  tips: [
    'Pred nasadením parochňu vyberte z obalu, jemne ju pretraste a prečešte prstami alebo hrebeňom s riedkymi zubami.',
    'Syntetické vlasy nežehlite, nekulmujte a nefénujte horúcim vzduchom.',
    'V prípade potreby parochňu vyperte vo vlažnej vode so šampónom a nechajte voľne vyschnúť.',
    'Parochňu skladujte v pôvodnom obale alebo na stojane, aby sa vlasy nezamotali.',
  ],
  care: ['Syntetické vlákna sú horľavé – v parochni sa držte ďalej od sviečok, prskaviek a iných zdrojov ohňa.'],
  short: ['Parochňa{M} zo syntetických vlákien s pružnou sieťkou, ktorá dobre drží.', 'Karnevalová parochňa{M} – nový účes za pár sekúnd.'],
  meta: [
    'karnevalová parochňa{M} zo syntetických vlákien s pružnou sieťkou, univerzálna veľkosť.',
    'parochňa{M}, ktorá dodá kostýmu ten správny šmrnc.',
  ],
  oneSize: ['Parochňa má univerzálnu veľkosť a pružnú sieťku, ktorá sa prispôsobí tvaru hlavy.'],
};

const MASK: FamilyCopy = {
  open: [
    '{N} – maska, vďaka ktorej budete na maškarnom plese či Halloweene na nepoznanie.',
    '{N} – jednoduchý spôsob, ako sa prezliecť bez celého kostýmu.',
    'Maškarný ples bez masky? Nemysliteľné. {N} – ľahká a pohodlná voľba na celý večer.',
  ],
  body: [
    'Maska je ľahká, má otvory na oči a pohodlné upevnenie, takže ju bez problémov udržíte na tvári aj počas tanca.',
    'Masku kombinujte s kostýmom, parochňou alebo len s elegantným oblečením – maska sama osebe vytvorí tú správnu atmosféru.',
  ],
  tips: [
    'Pred oslavou si vyskúšajte, ako maska sedí, a prípadne upravte gumičku.',
    'Masku skladujte naplocho alebo v pôvodnom obale, aby nestratila tvar.',
    'Pri dlhšom nosení si doprajte krátku prestávku, pokožka si oddýchne.',
  ],
  care: [
    'Maska nie je ochranná pomôcka a nechráni pred nárazom. Nepoužívajte ju v blízkosti otvoreného ohňa a deťom ju nasadzujte len pod dohľadom dospelých.',
  ],
  short: ['Ľahká maska{M} s otvormi na oči, pohodlná na celý večer.', 'Maska{M} na maškarný ples, karneval aj Halloween.'],
  meta: [
    'maska{M} na maškarný ples, karneval či Halloween, ľahká a pohodlná na celý večer.',
    'ľahká karnevalová maska{M} s pohodlným upevnením.',
  ],
  oneSize: ['Maska má univerzálnu veľkosť.'],
};

const HAT: FamilyCopy = {
  open: [
    '{N} – pokrývka hlavy, ktorá dotvorí kostým a na fotkách nikdy nesklame.',
    '{N} – stačí nasadiť a hneď ste v správnej párty nálade.',
    '{N} – doplnok, ktorý z bežného oblečenia spraví kostým za pár sekúnd.',
  ],
  body: [
    'Materiál je ľahký a tvarovo stály, takže pokrývka hlavy vydrží na hlave celý večer a po oslave ju môžete použiť znova.',
    'Pokrývka hlavy sa hodí na karneval, tematické oslavy, Silvestra aj do fotokútika, kde po nej hostia radi siahnu.',
  ],
  tips: [
    'Ak pokrývka hlavy padá, podložte ju zvnútra pásikom penovej pásky alebo pripnite sponkami do vlasov.',
    'Pokrývku hlavy skladujte tak, aby sa nezdeformovala – ideálne v pôvodnom obale.',
    'Pridajte parochňu alebo okuliare a kostým je hotový.',
  ],
  care: ['Výrobok chráňte pred ohňom a vysokými teplotami.'],
  short: ['Pokrývka hlavy{M}, ktorá dotvorí kostým za pár sekúnd.', 'Ľahký párty doplnok na hlavu{M} na karneval aj Silvestra.'],
  meta: [
    'pokrývka hlavy{M} na karneval, tematickú oslavu aj Silvestra, univerzálna veľkosť.',
    'párty doplnok na hlavu{M}, ktorý dotvorí kostým za pár sekúnd.',
  ],
  oneSize: ['Univerzálna veľkosť sadne väčšine dospelých.'],
};

const FACEPAINT: FamilyCopy = {
  open: [
    '{N} – s farbami na tvár premeníte deti aj dospelých na tigríkov, motýle či strašidlá za pár minút.',
    '{N} – líčenie, ktoré dokonale dotvorí kostým a na oslave zabaví deti aj dospelých.',
  ],
  body: [
    'Farby sa ľahko nanášajú štetcom alebo hubkou, rýchlo schnú a nerozmazávajú sa. Po oslave ich jednoducho zmyjete vodou a mydlom alebo odličovacím mliekom.',
    'Vďaka krémovej konzistencii sa farby dobre roztierajú a navzájom miešajú, takže vytvoríte aj jemné prechody. Sú určené na pokožku tváre a tela.',
  ],
  tips: [
    'Na jemné detaily použite tenký štetec, na väčšie plochy hubku.',
    'Farby nanášajte na čistú, odmastenú pokožku – vydržia dlhšie.',
    'Po použití farby uzavrite, aby nevyschli.',
    'Zvyšky farby z oblečenia zvyčajne vyperiete bežným pracím prostriedkom.',
  ],
  care: [
    'Pred prvým použitím vyskúšajte farbu na malej ploche pokožky, napríklad na vnútornej strane zápästia. Nenanášajte ju na podráždenú či poranenú pokožku ani do tesnej blízkosti očí. Vhodné pre deti od 3 rokov pod dohľadom dospelej osoby.',
  ],
  short: ['Farby na tvár{M}, ktoré sa ľahko nanášajú aj zmývajú.', 'Líčidlá{M} na karneval, Halloween aj detskú oslavu.'],
  meta: [
    'farby na tvár a telo{M} na karneval, Halloween aj detskú oslavu, ľahko sa nanášajú aj zmývajú.',
    'líčidlá{M}, s ktorými dotvoríte každý kostým.',
  ],
};

const PROPS: FamilyCopy = {
  open: [
    '{N} – rekvizita, ktorá dotvorí kostým alebo rozosmeje hostí vo fotokútiku.',
    '{N} – maličkosť, vďaka ktorej budú fotky z oslavy tie najvtipnejšie.',
  ],
  body: [
    'Rekvizity sú ľahké, dobre sa držia v ruke a vydržia aj divokú párty. Po oslave ich odložte – budú sa hodiť aj na ďalšiu príležitosť.',
    'Hodia sa na narodeniny, svadby, rozlúčky so slobodou aj firemné večierky. Hostia po nich siahnu sami a zábava sa rozbehne aj bez moderátora.',
  ],
  tips: [
    'Vo fotokútiku rekvizity rozložte na stolík alebo do košíka, aby boli hosťom po ruke.',
    'Pripravte jednoduché pozadie – girlanda alebo fóliový záves v ladiacej farbe urobí z fotiek malé umelecké diela.',
    'Rekvizity skladujte v suchu, aby sa nezdeformovali.',
  ],
  care: ['Výrobok nie je určený deťom do 3 rokov – obsahuje drobné časti.'],
  short: ['Rekvizity{M} do fotokútika aj ku kostýmu.', 'Vtipná rekvizita{M}, ktorá rozosmeje hostí na každej oslave.'],
  meta: [
    'rekvizity{M} do fotokútika a ku kostýmom na narodeniny, svadbu aj rozlúčku so slobodou.',
    'vtipné rekvizity{M} pre zábavné fotky z oslavy.',
  ],
};

const GARLAND: FamilyCopy = {
  open: [
    '{N} – najrýchlejší spôsob, ako vyzdobiť stenu, stôl so sladkosťami alebo vchod.',
    '{N} – dekorácia, ktorá na fotkách z oslavy vytvorí dokonalé pozadie.',
    '{N} – stačí zavesiť a priestor okamžite získa slávnostnú náladu.',
  ],
  body: [
    'Dekorácia sa ľahko zavesí – stačí ju natiahnuť medzi dva body a pripevniť lepiacou gumou, páskou alebo háčikmi, ktoré nepoškodia stenu.',
    'Dekorácia je ľahká, takže ju upevníte aj na sklo, skriňu či záclonovú tyč. Po oslave ju opatrne zložte a uložte – poslúži aj nabudúce.',
  ],
  tips: [
    'Pred zavesením si premerajte miesto, aby dekorácia visela v peknom oblúku.',
    'Výzdobu kombinujte s balónmi v rovnakých farbách, bude pôsobiť ucelene.',
    'Na stenu použite lepiacu gumu, po oslave ju odstránite bez stôp.',
    'Nad stolom so sladkosťami zaveste výzdobu tak, aby nezavadzala pri obsluhe.',
  ],
  care: PAPER_CARE,
  short: [
    'Girlanda{M} na stenu, stôl so sladkosťami aj do fotokútika.',
    'Dekorácia na zavesenie{M}, ktorá okamžite vytvorí slávnostnú náladu.',
  ],
  meta: [
    'girlanda a banner{M} na výzdobu steny, stola so sladkosťami či fotokútika.',
    'závesná výzdoba{M}, ktorá vytvorí slávnostnú náladu za pár minút.',
  ],
};

const HANGING: FamilyCopy = {
  open: [
    '{N} – závesná dekorácia, vďaka ktorej ožije aj strop a priestor nad hlavami hostí.',
    '{N} – efektná výzdoba, ktorá v taške zaberie málo miesta, no na oslave ju uvidí každý.',
  ],
  body: [
    'Dekorácie sa dodávajú zložené naplocho. Stačí ich rozložiť, zafixovať a zavesiť na strop, luster či konáre stromov. Najlepšie vyniknú v skupinkách po troch až piatich kusoch v rôznych výškach.',
    'Ľahký materiál sa pri každom pohybe vzduchu jemne pohupuje, takže výzdoba pôsobí živo. Zavesiť ju môžete na tenký vlasec, stuhu alebo špagát.',
  ],
  tips: [
    'Na zavesenie na strop použite priehľadný vlasec a lepiace háčiky.',
    'Kombinujte rôzne veľkosti a farby – výzdoba bude pôsobiť bohatšie.',
    'Po oslave dekorácie zložte naplocho a použijete ich znova.',
  ],
  care: PAPER_CARE,
  short: ['Závesná dekorácia{M} na strop, luster aj do záhrady.', 'Efektná výzdoba na zavesenie{M}, ktorá sa rozloží za pár sekúnd.'],
  meta: [
    'závesná dekorácia{M} na strop, luster či konáre, dodáva sa naplocho a rozloží sa za chvíľu.',
    'efektná závesná výzdoba{M} na každú oslavu.',
  ],
};

const TABLE_DECO: FamilyCopy = {
  open: [
    '{N} – detail, ktorý z obyčajného stola spraví slávnostnú tabuľu.',
    '{N} – stolová dekorácia, ktorá zladí stôl s ostatnou výzdobou.',
    'Slávnostný stôl je srdcom každej oslavy. {N} – jednoduchý spôsob, ako ho ozdobiť bez veľkej námahy.',
  ],
  body: [
    'Dekoráciu rozmiestnite pozdĺž stola alebo do jeho stredu a doplňte sviečkami, kvetmi či konfetami. Vynikne na narodeninách, svadbe, krstinách aj pri vianočnej večeri.',
    'Dekorácia je ľahká a dobre sa s ňou manipuluje, takže stôl pripravíte aj tesne pred príchodom hostí.',
  ],
  tips: [
    'Vyberte dve až tri farby a držte sa ich – stôl bude pôsobiť elegantne.',
    'Vysoké dekorácie dávajte na kraj stola, aby si hostia videli do tváre.',
    'Stôl doplňte ladiacimi servítkami a tanierikmi.',
  ],
  care: ['Dekorácie neumiestňujte do tesnej blízkosti horiacich sviečok. Nie sú určené na priamy styk s potravinami.'],
  short: [
    'Stolová dekorácia{M}, ktorá z obyčajného stola spraví slávnostnú tabuľu.',
    'Dekorácia na stôl{M} na narodeniny, svadbu aj krstiny.',
  ],
  meta: [
    'stolová dekorácia{M} na narodeniny, svadbu, krstiny aj sviatočnú večeru.',
    'dekorácia na slávnostný stôl{M}, ktorá zladí výzdobu.',
  ],
};

const CONFETTI: FamilyCopy = {
  open: ['{N} – pár hrstí a stôl, balóny či darček okamžite vyzerajú slávnostnejšie.', '{N} – trblietavá bodka za každou výzdobou.'],
  body: [
    'Konfety rozsypte po stole, vložte ich do priehľadných balónov alebo ich pridajte do pozvánok a darčekových balíčkov.',
    'Do priehľadného balóna vložte konfety ešte pred nafúknutím. Balón potom pošúchajte o vlasy alebo vlnený sveter – konfety sa vďaka statickej elektrine prichytia na jeho stenu.',
  ],
  tips: [
    'Po oslave sa konfety najľahšie pozbierajú vysávačom.',
    'Konfety do balóna nasypte cez lievik stočený z papiera.',
    'Konfety nesypte priamo na jedlo ani do nápojov.',
  ],
  care: ['Konfety obsahujú drobné časti – uchovávajte ich mimo dosahu detí do 3 rokov.'],
  short: ['Trblietavé konfety{M} na stôl, do balónov aj do pozvánok.', 'Konfety{M}, ktoré dodajú výzdobe slávnostný lesk.'],
  meta: [
    'konfety{M} na stôl, do priehľadných balónov aj do pozvánok – trblietavá bodka za výzdobou.',
    'trblietavé konfety{M} na slávnostnú výzdobu.',
  ],
};

const LANTERN: FamilyCopy = {
  open: [
    '{N} – jemné svetlo a farby, ktoré dodajú oslave príjemnú atmosféru.',
    '{N} – dekorácia, ktorá vynikne cez deň aj večer na záhradnej párty, svadbe či detskej oslave.',
  ],
  body: [
    'Lampióny sa dodávajú zložené a rozložíte ich za pár sekúnd pomocou drôtenej výstuhy. Zavesiť ich môžete na strop, pergolu či konáre stromov a kombinovať rôzne veľkosti a farby.',
    'Večer ich rozsvieťte bezpečným LED svetielkom – papier sa pekne prežiari a vytvorí romantickú atmosféru.',
  ],
  tips: [
    'Lampióny zaveste v rôznych výškach, výzdoba bude pôsobiť prirodzene.',
    'Na osvetlenie použite LED svetielka na batérie.',
    'Po oslave lampióny opatrne zložte a uložte na suché miesto.',
  ],
  care: [
    'Do papierových lampiónov nikdy nevkladajte otvorený oheň ani sviečky – používajte výhradne LED osvetlenie. Lampióny sú určené do interiéru alebo pod strechu, dážď papieru neprospieva.',
  ],
  short: [
    'Papierový lampión{M}, ktorý s LED svetielkom vytvorí útulnú atmosféru.',
    'Lampiónová dekorácia{M} na záhradnú párty, svadbu aj detskú oslavu.',
  ],
  meta: [
    'papierové lampióny{M} na záhradnú párty, svadbu či detskú oslavu, s LED svetielkom aj večer.',
    'lampiónová výzdoba{M} pre príjemnú atmosféru.',
  ],
  sizeLabel: 'Priemer',
};

const TABLEWARE: FamilyCopy = {
  open: [
    '{N} – praktické a pekné stolovanie, po ktorom nemusíte umývať riad.',
    '{N} – s ladiacim stolovaním bude párty stôl vyzerať ako z časopisu.',
    '{N} – jednorazové stolovanie, ktoré šetrí čas a vyzerá skvele.',
  ],
  body: [
    'Výrobky sú vhodné na priamy styk s potravinami a zvládnu studené aj teplé jedlá a nápoje, šťavnaté koláče aj zmrzlinu.',
    'Stolovanie je z pevného papiera vhodného na priamy styk s potravinami. Po oslave ho jednoducho vyhodíte a namiesto umývania riadu sa môžete venovať hosťom.',
  ],
  tips: TABLEWARE_TIPS,
  care: TABLEWARE_CARE,
  short: ['Jednorazové stolovanie{M}, vhodné na priamy styk s potravinami.', 'Párty stolovanie{M}, ktoré šetrí čas a vyzerá skvele.'],
  meta: [
    'jednorazové papierové stolovanie{M}, vhodné na priamy styk s potravinami – bez umývania riadu.',
    'ladiace párty stolovanie{M} na každú oslavu.',
  ],
};

const PARTY_SET: FamilyCopy = {
  open: [
    '{N} – všetko na prestretie párty stola v jednom balení.',
    '{N} – sada, vďaka ktorej nemusíte riešiť, či taniere ladia s pohármi a servítkami.',
  ],
  body: [
    'Sada obsahuje ladiace kúsky stolovania, takže celý stôl pripravíte za pár minút. Výrobky sú vhodné na priamy styk s potravinami a po oslave sa nemusíte trápiť s umývaním.',
    'Praktická sada je ideálna na detské narodeniny, piknik aj záhradnú párty. Ak čakáte viac hostí, jednoducho prikúpte ďalšie balenie alebo samostatné taniere a poháre z rovnakej kolekcie.',
  ],
  tips: TABLEWARE_TIPS,
  care: TABLEWARE_CARE,
  short: ['Párty set{M} – taniere, poháre a servítky v jednom balení.', 'Ladiaca sada stolovania{M} na narodeniny aj piknik.'],
  meta: [
    'párty set{M} s ladiacimi tanierikmi, pohármi a servítkami – stôl prestretý za pár minút.',
    'sada stolovania{M} na detské narodeniny, piknik aj záhradnú párty.',
  ],
};

const CANDLE: FamilyCopy = {
  open: [
    '{N} – bez sviečok na torte by narodeniny neboli narodeninami.',
    '{N} – malý detail, na ktorý sa pri fúkaní a tajnom želaní pozerajú všetci.',
    '{N} – slávnostná bodka na každú tortu.',
  ],
  body: [
    'Sviečky horia rovnomerným plameňom a príliš nekvapkajú. Aby vosk nestekal priamo na krém, odporúčame použiť stojančeky.',
    'Veselé farby ladia s balónmi aj stolovaním, takže torta bude stredobodom pozornosti aj na fotografiách. Sviečky stačí zapichnúť do torty krátko pred podávaním a zapáliť.',
  ],
  tips: [
    'Sviečky zapaľujte dlhým zapaľovačom alebo zápalkou až tesne pred prinesením torty.',
    'Pre vek s viacerými číslicami kombinujte sviečky so sviečkami číslicami.',
    'Kvapky vosku odstráňte z torty nožom ešte pred krájaním.',
  ],
  care: CANDLE_CARE,
  short: ['Tortové sviečky{M}, ktoré horia rovnomerným plameňom.', 'Farebné sviečky na tortu{M} na narodeniny aj výročie.'],
  meta: ['tortové sviečky{M} na narodeniny a výročia, horia rovnomerným plameňom.', 'sviečky na tortu{M}, slávnostná bodka každej oslavy.'],
  sizeLabel: 'Výška',
};

const NUMBER_CANDLE: FamilyCopy = {
  open: [
    '{N} – sviečka v tvare číslice, ktorá hneď prezradí, koľký rok oslavujete.',
    '{N} – výrazná číslica na tortu na detské narodeniny aj okrúhle jubileum.',
  ],
  body: [
    'Číslice môžete kombinovať a zložiť tak akýkoľvek vek či výročie. Sviečka má pevný zápich, ktorý ju stabilne udrží na torte, a po oslave ju môžete odložiť ako pamiatku.',
    'Sviečka je dostatočne veľká, aby na torte vynikla, a zároveň ľahká, takže nezapadne do krému. Zapáľte ju len na krátky čas pri sfúknutí – zachová si tvar a môžete ju použiť znova.',
  ],
  tips: [
    'Pri dvojcifernom veku objednajte dve číslice.',
    'Sviečku nechajte horieť len krátko, aby sa nezdeformovala.',
    'Číslicu vložte do torty až tesne pred podávaním.',
  ],
  care: CANDLE_CARE,
  short: ['Sviečka v tvare číslice{M} na narodeninovú tortu.', 'Tortová sviečka číslica{M} – zložte z nej akýkoľvek vek.'],
  meta: [
    'sviečka v tvare číslice{M} na narodeninovú tortu – kombinujte číslice a zložte akýkoľvek vek.',
    'tortová sviečka číslica{M} na narodeniny aj jubileum.',
  ],
  sizeLabel: 'Výška',
};

const DECO_CANDLE: FamilyCopy = {
  open: [
    '{N} – dekoratívna sviečka, ktorá vytvorí útulnú atmosféru na oslave aj doma.',
    '{N} – jemné svetlo, ktoré dotvorí slávnostný stôl aj pokojný večer.',
  ],
  body: [
    'Sviečka je vyrobená zo sójového vosku, ktorý horí čisto a pomaly. Pekne vynikne na slávnostnom stole, pri svadobnej výzdobe alebo ako darček.',
    'Sójový vosk horí dlhšie ako bežný parafín a menej dymí. Sviečku môžete použiť ako dekoráciu stola, ozdobu poličky alebo doplnok k darčeku.',
  ],
  tips: [
    'Pri prvom zapálení nechajte sviečku horieť, kým sa neroztopí celá horná vrstva vosku – potom bude horieť rovnomerne.',
    'Sviečku nenechávajte horieť dlhšie ako 3 – 4 hodiny v kuse.',
    'Plameň zhasínajte zhášadlom alebo ponorením knôtu do vosku, nie sfúknutím – nebude sa dymiť.',
  ],
  care: [
    'Horiacu sviečku nikdy nenechávajte bez dozoru. Umiestnite ju na stabilnú nehorľavú podložku mimo prievanu, záclon a dosahu detí či domácich zvierat. Pred každým zapálením skráťte knôt približne na 5 mm.',
  ],
  short: ['Dekoratívna sviečka zo sójového vosku{M}, ktorá horí čisto a pomaly.', 'Sviečka{M} pre útulnú atmosféru na oslave aj doma.'],
  meta: ['dekoratívna sviečka zo sójového vosku{M} na slávnostný stôl, svadbu aj ako darček.', 'sviečka{M}, ktorá horí čisto a pomaly.'],
  sizeLabel: 'Výška',
};

const FOUNTAIN: FamilyCopy = {
  open: [
    '{N} – iskriaca tortová fontána, pri ktorej zostane každý hosť v úžase.',
    '{N} – efektný moment, keď sa svetlá stlmia a na stôl prichádza iskriaca torta.',
    'Chcete, aby sa na tortu nezabudlo? {N} – fontána, ktorá z jej príchodu spraví malú šou.',
  ],
  body: [
    'Fontána po zapálení chrlí trblietavé iskry a horí niekoľko desiatok sekúnd – presný čas nájdete na obale. Stačí ju zapichnúť do torty a zapáliť.',
    'Fontána vytvorí sprchu trblietavých iskier, ktorá vydrží zhruba tak dlho, kým dospievate Happy Birthday. Je ideálna na narodeninovú či svadobnú tortu alebo na slávnostný prípitok.',
  ],
  tips: [
    'Fontánu vložte do torty až tesne pred podávaním, aby nezvlhla.',
    'Pred zapálením zhasnite svetlo – efekt bude výraznejší.',
    'Po dohorení nechajte fontánu vychladnúť a až potom ju z torty vyberte.',
    'Pyrotechniku skladujte v suchu a mimo zdrojov tepla.',
  ],
  care: [
    'Pred použitím si pozorne prečítajte návod. Zapaľujte na vystretú ruku, mimo dosahu detí a horľavých materiálov, ako sú záclony, balóny či papierové dekorácie. Ak návod výslovne nepovoľuje použitie v interiéri, používajte fontánu len vonku. Fontána nie je jedlá.',
  ],
  short: [
    'Tortová fontána{M}, ktorá z príchodu torty spraví malú šou – predaj od 18 rokov.',
    'Iskriaca fontána na tortu{M} – pyrotechnika pre osoby od 18 rokov.',
  ],
  meta: [
    'iskriaca tortová fontána{M} na narodeniny, svadbu aj prípitok, pyrotechnika kategórie F1/T1.',
    'fontána na tortu{M}, ktorá spraví z podávania torty šou.',
  ],
  sizeLabel: 'Výška',
};

const SPARKLER: FamilyCopy = {
  open: [
    '{N} – trblietavé prskavky, ktoré k oslave jednoducho patria.',
    '{N} – čarovný moment na svadbe, na Silvestra či na narodeninách.',
    '{N} – ideálne na spoločné fotky, svadobný špalier alebo polnočný prípitok.',
  ],
  body: [
    'Prskavky horia jasným trblietavým plameňom a vytvárajú nezabudnuteľné fotografie, najmä za súmraku. Doba horenia závisí od dĺžky prskavky a je uvedená na obale.',
    'Pri odchode novomanželov alebo o polnoci vytvoria prskavky v rukách hostí čarovný svetelný špalier. Zapaľujte ich postupne jednu od druhej.',
  ],
  tips: [
    'Na fotky nastavte dlhší čas uzávierky – iskry vykreslia svetelné čiary.',
    'Pripravte si vedro s pieskom alebo vodou na dohorené prskavky.',
    'Prskavky skladujte v suchu, vlhké horia horšie.',
  ],
  care: [
    'Prskavky zapaľujte vonku, držte ich na vystretej ruke za koniec drôtu a nesmerujte ich na ľudí. Po dohorení ich vložte do vedra s vodou alebo pieskom – drôt zostáva ešte dlho horúci.',
  ],
  short: [
    'Trblietavé prskavky{M} na svadbu, Silvestra aj narodeniny – predaj od 18 rokov.',
    'Prskavky{M} pre čarovné fotky za súmraku – pyrotechnika od 18 rokov.',
  ],
  meta: [
    'prskavky{M} na svadobný špalier, Silvestra aj narodeniny, pyrotechnika kategórie F1/T1.',
    'trblietavé prskavky{M} pre čarovné fotky.',
  ],
  sizeLabel: 'Dĺžka',
};

const SMOKE: FamilyCopy = {
  open: [
    '{N} – farebný dym, ktorý z bežných fotiek spraví umelecké zábery.',
    '{N} – efektný moment na gender reveal párty, svadobnom fotení či športovom zápase.',
    '{N} – farebný oblak, ktorý na fotkách vyzerá úchvatne.',
  ],
  body: [
    'Dymovnica po zapálení vytvára hustý farebný dym, ktorý vydrží desiatky sekúnd – dosť dlho na sériu fotografií. Najlepšie vynikne za bezvetria na lúke, na pláži či v parku.',
    'Farebný dym je obľúbený pri svadobnom fotení, oznamovaní pohlavia bábätka aj pri fandení. Efekt trvá niekoľko desiatok sekúnd, presný čas nájdete na obale.',
  ],
  tips: [
    'Dymovnicu držte na vystretej ruke a postavte sa tak, aby vietor fúkal od vás.',
    'Dohorenú dymovnicu nechajte vychladnúť na nehorľavom povrchu.',
    'Na fotografovanie zvoľte tmavé pozadie a sériové snímanie.',
    'Oblečte si veci, ktorým neublíži prípadná farebná škvrna.',
  ],
  care: [
    'Dymovnicu používajte výhradne vonku, na voľnom priestranstve mimo budov, suchej trávy a horľavých materiálov. Dym nevdychujte a nesmerujte ho na ľudí ani zvieratá; farba môže zanechať stopy na oblečení.',
  ],
  short: [
    'Dymovnica s farebným dymom{M} na fotenie aj gender reveal – predaj od 18 rokov.',
    'Farebný dym{M} pre úchvatné fotky – len na použitie vonku, od 18 rokov.',
  ],
  meta: [
    'dymovnica s farebným dymom{M} na svadobné fotenie a gender reveal, len vonku, pyrotechnika F1/T1.',
    'farebná dymovnica{M} pre úchvatné fotky.',
  ],
};

const GIFT_BAG: FamilyCopy = {
  open: [
    '{N} – darček bude vyzerať krásne ešte predtým, ako ho obdarovaný otvorí.',
    '{N} – rýchle a elegantné riešenie, keď nemáte čas ani chuť baliť darček do papiera.',
  ],
  body: [
    'Taška je z pevného kriedového papiera s lesklou povrchovou úpravou a má pevné ušká, takže unesie aj ťažší darček. Dovnútra odporúčame vložiť hodvábny papier, ktorý darček ukryje pred zvedavými pohľadmi.',
    'Tašku môžete použiť opakovane – je pevná, dobre drží tvar a ušká sú spoľahlivo upevnené. Hodí sa na narodeniny, svadbu, Vianoce aj firemné darčeky.',
  ],
  tips: [
    'Na ušká priviažte kartičku s menom alebo krátkym venovaním.',
    'Vyberte veľkosť tašky tak, aby darček nevyčnieval.',
    'Hodvábny papier v ladiacej farbe dodá baleniu luxusný vzhľad.',
  ],
  short: ['Darčeková taška{M} z pevného papiera s uškami.', 'Elegantná darčeková taška{M} – darček zabalený za pár sekúnd.'],
  meta: [
    'darčeková taška{M} z pevného kriedového papiera s uškami na narodeniny, svadbu aj Vianoce.',
    'elegantná darčeková taška{M} – zabalené za pár sekúnd.',
  ],
};

const CARD: FamilyCopy = {
  open: [
    '{N} – osobný odkaz, ktorý si obdarovaný rád odloží na pamiatku.',
    '{N} – k darčeku patria aj pekné slová.',
    'Niekedy poteší pár milých slov viac ako samotný darček. {N} – pohľadnica, do ktorej napíšete presne to, čo chcete povedať.',
  ],
  body: [
    'Pohľadnica je vytlačená na pevnom kartóne a dodáva sa s obálkou. Vnútri je dostatok miesta na vlastný text, venovanie alebo podpisy celej rodiny.',
    'Pevný kartón a precízna tlač zaručujú, že pohľadnica vydrží poštovú cestu a potom ešte roky v krabici so spomienkami.',
  ],
  tips: [
    'Píšte perom alebo fixkou, ktorá na kartóne nerozmazáva.',
    'Pohľadnicu môžete stužkou pripevniť priamo k darčekovej taške.',
    'Pred napísaním si text skúste načrtnúť na papier.',
  ],
  short: [
    'Pohľadnica{M} s obálkou a miestom na vlastné venovanie.',
    'Prianie{M} na pevnom kartóne, ktoré si obdarovaný odloží na pamiatku.',
  ],
  meta: [
    'pohľadnica{M} s obálkou na pevnom kartóne, s miestom na vlastné venovanie či podpisy.',
    'prianie{M}, ktoré si obdarovaný rád odloží na pamiatku.',
  ],
};

const GIFT_SET: FamilyCopy = {
  open: [
    '{N} – hotový darček, nad ktorým nemusíte dlho premýšľať.',
    '{N} – starostlivo zostavená sada, ktorá poteší pri každej príležitosti.',
  ],
  body: [
    'Sada je zabalená v pevnej darčekovej krabici, takže ju stačí len odovzdať. Jednotlivé kúsky sme vyberali tak, aby sa navzájom dopĺňali a tešili obdarovaného aj po oslave.',
    'Všetky kúsky v sade ladia farebne aj štýlom a krabica je pripravená na odovzdanie – nepotrebujete baliaci papier ani mašľu.',
  ],
  tips: [
    'K sade pribaľte pohľadnicu s osobným venovaním.',
    'Sada je vhodná ako darček pre kolegov, učiteľov aj členov rodiny.',
    'Krabicu môžete neskôr použiť na uloženie drobností.',
  ],
  short: ['Hotová darčeková sada{M} v pevnej krabici, pripravená na odovzdanie.', 'Darčeková sada{M}, nad ktorou nemusíte dlho premýšľať.'],
  meta: [
    'hotová darčeková sada{M} v pevnej krabici – darček pripravený na odovzdanie.',
    'darčeková sada{M}, ktorá poteší pri každej príležitosti.',
  ],
};

const MUG: FamilyCopy = {
  open: [
    '{N} – originálny darček, ktorý bude obdarovanému pripomínať oslavu pri každej rannej káve.',
    '{N} – hrnček, z ktorého chutí káva aj čaj o trochu lepšie.',
    '{N} – praktický darček pre kolegu, kamarátku či celú rodinu.',
  ],
  body: [
    'Hrnček je z kvalitnej keramiky s odolnou potlačou, ktorá nevybledne ani po opakovanom umývaní. Pohodlne sa drží a nápoj v ňom dlhšie ostane teplý.',
    'Keramika s hladkou glazúrou sa ľahko čistí a potlač je vypálená, takže vydrží aj roky používania.',
  ],
  tips: [
    'Pred prvým použitím hrnček umyte.',
    'Ako darček hrnček vložte do darčekovej tašky s hodvábnym papierom.',
    'Nenalievajte vriacu vodu do vychladnutého hrnčeka zo zimy – prudká zmena teploty keramike neprospieva.',
  ],
  care: ['Hrnček je vhodný do umývačky riadu. Do mikrovlnnej rúry ho nevkladajte, ak má zlaté alebo strieborné detaily.'],
  short: ['Keramický hrnček{M} s odolnou potlačou, vhodný do umývačky riadu.', 'Hrnček{M} ako originálny darček na narodeniny či meniny.'],
  meta: [
    'keramický hrnček{M} s odolnou potlačou, vhodný do umývačky riadu – originálny darček.',
    'hrnček{M}, z ktorého chutí káva aj čaj lepšie.',
  ],
};

const BOOK: FamilyCopy = {
  open: [
    '{N} – kniha, ku ktorej sa budete radi vracať aj po rokoch.',
    '{N} – miesto na spomienky, priania a nápady, ktoré by inak zapadli.',
    '{N} – darček pre tých, ktorí radi píšu, plánujú alebo zbierajú spomienky.',
  ],
  body: [
    'Pevné dosky a kvalitný papier zaručujú, že kniha vydrží aj časté listovanie. Papier je dostatočne hrubý na písanie perom a atrament cez neho nepresakuje.',
    'Vďaka elegantnému spracovaniu je to pekný darček na narodeniny, svadbu, krstiny či rozlúčku s kolegom.',
  ],
  tips: [
    'Pri knihe hostí pripravte na stôl aj niekoľko pier v ladiacej farbe.',
    'Na prvú stranu napíšte dátum a príležitosť – o pár rokov to oceníte.',
    'Fotografie vlepujte obojstrannou lepiacou páskou namiesto lepidla, papier sa nezvlní.',
  ],
  care: ['Knihu uchovávajte v suchu a mimo priameho slnka, aby obálka nevybledla.'],
  short: ['Kniha{M} s pevnými doskami na spomienky, priania aj nápady.', 'Pekne spracovaná kniha{M} ako darček na každú príležitosť.'],
  meta: [
    'kniha a zápisník{M} s pevnými doskami na spomienky, priania aj nápady – pekný darček.',
    'kniha{M}, ku ktorej sa budete radi vracať.',
  ],
};

const CAKE: FamilyCopy = {
  open: [
    '{N} – ozdoba, ktorá z domácej torty urobí tortu ako od cukrárky.',
    '{N} – posledný detail, ktorý z torty spraví hlavnú hviezdu oslavy.',
  ],
  body: [
    'Dekoráciu stačí vložiť do torty tesne pred podávaním. Je ľahká, takže nezapadne ani do mäkkého krému, a po oslave ju môžete umyť a odložiť na pamiatku.',
    'Dekorácia je pevná, lesklá a opakovane použiteľná. Hodí sa na torty, dezerty aj ako ozdoba darčeka.',
  ],
  tips: [
    'Na vyšších tortách umiestnite dekoráciu bližšie k zadnej hrane – na fotkách vynikne.',
    'Dekoráciu vložte do torty až tesne pred podávaním, aby krém zostal pekný.',
    'Po oslave dekoráciu umyte vlažnou vodou a uložte na pamiatku.',
  ],
  care: ['Dekorácia nie je jedlá. Pred vložením do torty ju umyte a pred krájaním z torty vyberte.'],
  short: ['Tortová dekorácia{M}, ktorá z domácej torty urobí tortu ako od cukrárky.', 'Zápich na tortu{M}, opakovane použiteľný.'],
  meta: ['tortová dekorácia{M} na narodeniny, svadbu aj jubileum, opakovane použiteľná.', 'ozdoba na tortu{M} ako od cukrárky.'],
};

function bachelorette(i: DescribeInput): FamilyCopy {
  const person =
    i.category === 'pre-zenicha' ? 'budúci ženích' : i.category === 'pre-nevestu' ? 'budúca nevesta' : 'budúca nevesta či ženích';
  return {
    open: [
      '{N} – doplnok, vďaka ktorému bude každému jasné, kto je hlavnou hviezdou rozlúčky.',
      '{N} – rozlúčka so slobodou si zaslúži poriadnu výbavu.',
      '{N} – zábavný doplnok, ktorý rozosmeje celú partiu hneď na začiatku večera.',
    ],
    body: [
      `Doplnok je ľahký a pohodlný, takže ho ${person} udrží na sebe celú noc – od prvého prípitku až po posledný tanec. Výrazné detaily vyniknú na fotkách aj vo videách.`,
      'Doplnok kombinujte s ďalšími vecami na rozlúčku – šerpami pre kamarátky či kamarátov, závojom alebo tematickými hrami – a zábava je zaručená.',
    ],
    tips: [
      'Zlaďte partiu – pre ostatných prikúpte šerpy alebo náramky v rovnakých farbách.',
      'Doplnky rozdajte hneď na začiatku večera, fotky budú kompletné.',
      'Nezabudnite na hry na rozlúčku, ktoré rozprúdia zábavu.',
    ],
    care: ['Doplnok v prípade potreby jemne vyperte ručne a nežehlite priamo potlač.'],
    short: [
      'Doplnok na rozlúčku so slobodou{M}, ktorý rozosmeje celú partiu.',
      'Zábavný doplnok pre hlavnú hviezdu rozlúčky so slobodou{M}.',
    ],
    meta: ['doplnok na rozlúčku so slobodou{M} pre nevestu, ženícha aj celú partiu.', 'zábavný doplnok na rozlúčku so slobodou{M}.'],
  };
}

const ADULT: FamilyCopy = {
  open: [
    '{N} – pikantný žart, ktorý na rozlúčke so slobodou rozprúdi zábavu.',
    '{N} – odvážny doplnok pre partiu, ktorá sa nebojí zasmiať.',
    '{N} – darček s iskrou humoru pre dospelých, ktorí sa vedia zabávať.',
  ],
  body: [
    'Ide o humorný doplnok na rozlúčky so slobodou, narodeniny a večierky dospelých. Zaručene vyvolá salvy smiechu a vznikne pri ňom nejedna nezabudnuteľná fotka.',
    'S týmto doplnkom bude rozlúčka so slobodou alebo večierok pre dospelých o poriadny kus veselší. Doplnok sa hodí aj ako vtipný darček pre kamaráta či kamarátku.',
  ],
  tips: [
    'Prekvapenie načasujte až na chvíľu, keď je zábava v plnom prúde.',
    'Vopred si zistite, aký humor je hlavnej hviezde večera blízky.',
    'Prekvapenie doplňte hrami na rozlúčku – večer bude mať spád.',
  ],
  short: [
    'Pikantný doplnok{M} na rozlúčku so slobodou – len pre 18+, v diskrétnom balení.',
    'Vtipný darček pre dospelých{M} – len 18+, diskrétne balenie.',
  ],
  meta: ['pikantný doplnok na rozlúčku so slobodou{M} a večierky dospelých.', 'vtipný darček pre dospelých{M} na rozlúčku so slobodou.'],
};

function game(i: DescribeInput): FamilyCopy {
  const forKids = !i.adult && (i.category === 'hry-pre-deti' || i.category.includes('det'));
  if (forKids)
    return {
      open: [
        '{N} – hra, pri ktorej sa deti na oslave zabavia aj bez tabletu.',
        '{N} – zábava pre celú skupinu detí, ktorá oslavu rozprúdi za pár minút.',
      ],
      body: [
        'Pravidlá sú jednoduché, takže ich pochopia aj menšie deti, a hrať sa môže celá skupina naraz. Hra je ideálna na narodeniny, besiedky aj daždivé popoludnia.',
        'Hra podporuje spoluprácu, šikovnosť a chuť súťažiť. Pripravíte ju za pár minút a deti sa k nej radi vracajú aj po oslave.',
      ],
      tips: [
        'Pripravte drobné odmeny pre víťazov aj pre ostatných, aby nikto neodchádzal sklamaný.',
        'Pri väčšej skupine rozdeľte deti do tímov.',
        'Hru si vopred vyskúšajte, aby ste pravidlá vedeli vysvetliť rýchlo.',
      ],
      care: [SMALL_PARTS],
      short: ['Hra pre deti{M} s jednoduchými pravidlami na oslavu aj daždivé popoludnie.', 'Zábavná detská hra{M} pre celú skupinu.'],
      meta: [
        'hra pre deti{M} s jednoduchými pravidlami na narodeniny, besiedku aj daždivé popoludnie.',
        'zábavná hra pre celú skupinu detí{M}.',
      ],
    };
  return {
    open: [
      '{N} – hra, ktorá rozprúdi zábavu na rozlúčke so slobodou hneď po prvom prípitku.',
      '{N} – zábava pre celú partiu, pri ktorej sa nasmejete do sýtosti.',
    ],
    body: [
      'Pravidlá vysvetlíte za minútu a hrať sa môže celá partia. Úlohy a otázky sú vtipné, niekedy trochu odvážne, no stále v medziach dobrého vkusu.',
      'Hra prelomí ľady aj medzi hosťami, ktorí sa ešte nepoznajú, a postará sa o historky, na ktoré sa bude spomínať ešte dlho.',
    ],
    tips: [
      'Hru zaraďte na začiatok večera – hostia sa rýchlejšie zoznámia.',
      'Pripravte si perá a malé odmeny pre víťazov.',
      'Odvážnejšie úlohy si nechajte na neskôr.',
    ],
    short: ['Zábavná hra na rozlúčku so slobodou{M} pre celú partiu.', 'Hra pre dospelých{M}, pri ktorej sa nasmejete do sýtosti.'],
    meta: ['zábavná hra na rozlúčku so slobodou{M} s jednoduchými pravidlami pre celú partiu.', 'hra pre partiu dospelých{M}.'],
  };
}

function halloween(i: DescribeInput): FamilyCopy {
  const lights = i.category === 'tekvice';
  return {
    open: [
      '{N} – strašidelná dekorácia, vďaka ktorej bude váš domov na Halloween na nepoznanie.',
      '{N} – bez poriadnej dávky strachu to na Halloween nejde.',
      '{N} – dekorácia, z ktorej budú mať hostia príjemné zimomriavky.',
    ],
    body: [
      'Dekorácia sa hodí do interiéru, na chodbu aj na dvere či okná – kombinujte ju s pavučinami, tekvicami a svetlami.',
      'Halloweenska výzdoba je ľahká a dá sa opakovane použiť, takže vám poslúži aj budúci rok. Najlepšie vynikne v tlmenom svetle alebo pri oranžových LED svetielkach.',
    ],
    tips: [
      'Výzdobu rozmiestnite už pri vchode – hostia sa naladia hneď od dverí.',
      'Kombinujte strašidelné a vtipné prvky, ak prídu aj malé deti.',
      'Po sviatku výzdobu uložte do krabice, aby sa nepoškodila.',
    ],
    care: [
      lights
        ? 'Svetelné dekorácie na batérie používajte v interiéri alebo pod strechou, batérie vymieňa dospelá osoba a uchováva ich mimo dosahu detí. Do vyrezaných tekvíc používajte namiesto sviečok LED svetielka.'
        : 'Dekorácie nepribližujte k otvorenému ohňu a do vyrezaných tekvíc namiesto sviečok používajte LED svetielka.',
    ],
    short: [
      'Halloweenska dekorácia{M}, z ktorej budú mať hostia zimomriavky.',
      'Strašidelná výzdoba{M} na Halloween, ktorá vydrží aj na budúci rok.',
    ],
    meta: ['halloweenska dekorácia{M} do interiéru aj na dvere a okná, opakovane použiteľná.', 'strašidelná výzdoba na Halloween{M}.'],
  };
}

function christmas(i: DescribeInput): FamilyCopy {
  if (i.category === 'silvestrovske-doplnky')
    return {
      open: ['{N} – doplnok, s ktorým privítate nový rok v tej najlepšej nálade.', '{N} – trochu lesku na Silvestra nikdy nie je dosť.'],
      body: [
        'Silvestrovská noc si zaslúži trblietky, zlato a poriadnu dávku zábavy. Doplnok je ľahký a pohodlný, takže vydrží až do rána.',
        'Rozdajte doplnky hosťom pred polnocou a spoločné fotky pri prípitku budú stáť za to.',
      ],
      tips: [
        'Pripravte doplnky pre všetkých hostí, nech nikto nechýba na spoločnej fotke.',
        'Kombinujte zlatú a striebornú – silvestrovská klasika, ktorá vždy funguje.',
        'K polnočnému prípitku pridajte konfetové delo.',
      ],
      care: ['Doplnky nepribližujte k prskavkám, sviečkam a ohňostroju.'],
      short: ['Silvestrovský doplnok{M}, s ktorým privítate nový rok v skvelej nálade.', 'Trblietavý doplnok na Silvestra{M}.'],
      meta: [
        'silvestrovský doplnok{M} na oslavu príchodu nového roka – trblietky a zábava až do rána.',
        'trblietavý doplnok na Silvestra{M}.',
      ],
    };
  return {
    open: ['{N} – ozdoba, ktorá dodá vianočnému stromčeku aj domovu sviatočnú atmosféru.', '{N} – Vianoce začínajú výzdobou.'],
    body: [
      'Ozdoby sú z nerozbitného plastu, takže sa nemusíte báť, že sa pri páde rozbijú – ideálne do domácností s deťmi či domácimi miláčikmi.',
      'Ozdoby ladia s klasickou aj modernou vianočnou výzdobou. Zaveste ich na stromček, adventný veniec, vetvičky vo váze alebo na okno.',
    ],
    tips: [
      'Na stromček vešajte ozdoby od väčších po menšie, zhora nadol.',
      'Držte sa dvoch až troch farieb – stromček bude pôsobiť elegantne.',
      'Po sviatkoch ozdoby uložte do krabice s priehradkami.',
    ],
    care: ['Ozdoby nevešajte do tesnej blízkosti sviečok. Drobné časti uchovávajte mimo dosahu detí do 3 rokov.'],
    short: ['Vianočná ozdoba{M}, ktorá dodá domovu sviatočnú atmosféru.', 'Nerozbitné vianočné ozdoby{M} na stromček aj do bytu.'],
    meta: ['vianočné ozdoby{M} z nerozbitného plastu na stromček, veniec aj okno.', 'vianočná výzdoba{M} pre sviatočnú atmosféru.'],
  };
}

const CANNON: FamilyCopy = {
  open: [
    '{N} – jeden výstrel a vzduch je plný farebných konfiet.',
    '{N} – efektný moment na polnoc, svadobný prvý tanec alebo gender reveal.',
  ],
  body: [
    'Konfetové delo funguje na stlačený vzduch – nie je to pyrotechnika, preto nedymí ani nezapácha. Stačí ho otočiť podľa návodu a konfety vystrelia niekoľko metrov do výšky.',
    'Delo sa aktivuje jednoduchým otočením spodnej časti. Dá sa použiť v interiéri aj vonku a konfety sa po oslave dajú ľahko pozametať či povysávať.',
  ],
  tips: [
    'Na spoločnú fotku odpáľte viac diel naraz.',
    'Nad hlavami nesmú byť lustre ani svietidlá, do ktorých by konfety narazili.',
    'Pred použitím si prečítajte návod na obale.',
  ],
  care: [
    'Pri použití mierte vždy nahor, nikdy nie na ľudí či zvieratá. Delo je jednorazové a nesmie sa znovu plniť. Výrobok je určený osobám starším ako 14 rokov.',
  ],
  short: ['Konfetové delo{M} na stlačený vzduch – bez dymu a zápachu.', 'Konfetové delo{M}, ktoré naplní vzduch farebnými konfetami.'],
  meta: [
    'konfetové delo{M} na stlačený vzduch na polnoc, svadbu aj gender reveal – bez dymu a zápachu.',
    'konfetové delo{M} pre efektný moment oslavy.',
  ],
  sizeLabel: 'Dĺžka',
};

const GLOW: FamilyCopy = {
  open: ['{N} – svetlo, ktoré rozžiari párty, koncert aj silvestrovskú noc.', '{N} – svietiace doplnky, s ktorými bude každá tma zábavná.'],
  body: [
    'Podľa typu sa doplnky rozsvietia ohnutím a zatrasením alebo stlačením tlačidla a svietia niekoľko hodín. Ocenia ich deti aj dospelí.',
    'Svietiace doplnky sú ideálne na diskotéku, párty pri bazéne, Silvestra či nočnú hru v záhrade. Z tyčiniek vytvoríte náramky, náhrdelníky aj čelenky.',
  ],
  tips: [
    'Svietiace doplnky rozdajte hosťom, keď sa zotmie – efekt bude najväčší.',
    'Chemické svetielka svietia najjasnejšie v prvých hodinách po aktivácii.',
    'Doplnky na batérie po oslave vypnite, batérie vydržia dlhšie.',
  ],
  care: [
    'Chemické svetielka neprehrýzajte, nerežte ani nepichajte – obsah nesmie prísť do kontaktu s očami ani pokožkou. Nie sú vhodné pre deti do 3 rokov.',
  ],
  short: ['Svietiace doplnky{M} na párty, koncert aj Silvestra.', 'Svietiace tyčinky a doplnky{M}, ktoré rozžiaria každú tmu.'],
  meta: [
    'svietiace doplnky{M} na párty, diskotéku, koncert aj Silvestra, svietia niekoľko hodín.',
    'svietiace doplnky{M}, ktoré rozžiaria tmu.',
  ],
};

const PINATA: FamilyCopy = {
  open: [
    '{N} – zlatý klinec detskej oslavy, na ktorý sa čaká celé popoludnie.',
    '{N} – zábava, ktorá sa končí sladkou odmenou pre všetkých.',
  ],
  body: [
    'Piňatu naplňte cukríkmi, drobnými hračkami alebo konfetami cez otvor na plnenie a zaveste ju na pevný hák alebo konár. Deti sa ju potom postupne pokúsia rozbiť palicou alebo otvoriť ťahaním za stužky – podľa typu piňaty.',
    'Piňata je vyrobená z pevného kartónu a zdobená hodvábnym papierom, takže vydrží niekoľko pokusov a napätie rastie s každým úderom. Zmestí sa do nej dosť sladkostí pre celú skupinu detí.',
  ],
  tips: [
    'Do piňaty nedávajte ťažké predmety ani sklenené obaly.',
    'Deťom zaviažte oči šatkou a nechajte ich udierať na striedačku.',
    'Pre menšie deti zvoľte piňatu so stužkami – bez palice je hra bezpečnejšia.',
  ],
  care: [
    'Pri rozbíjaní palicou dbajte, aby ostatné deti stáli v bezpečnej vzdialenosti, a hru vždy sledujte. Náplň nie je súčasťou balenia.',
  ],
  short: [
    'Piňata{M} na naplnenie sladkosťami – zlatý klinec detskej oslavy.',
    'Kartónová piňata{M}, ktorá sa končí sladkou odmenou pre všetkých.',
  ],
  meta: ['piňata{M} z kartónu a hodvábneho papiera na naplnenie sladkosťami – hit detskej oslavy.', 'piňata na detskú oslavu{M}.'],
  sizeLabel: 'Rozmer',
};

const FAVOR: FamilyCopy = {
  open: [
    '{N} – drobnosť, ktorou poďakujete malým hosťom za to, že prišli.',
    '{N} – malý darček na odchod, ktorý poteší deti viac, než by ste čakali.',
  ],
  body: [
    'Drobnosti môžete vložiť do darčekových vrecúšok spolu so sladkosťami, použiť ich ako odmenu v súťažiach alebo ako náplň do piňaty.',
    'Výhodné balenie vystačí pre celú skupinu detí, takže nikto neodíde naprázdno. Hodia sa aj do adventného kalendára či ako odmena v škôlke.',
  ],
  tips: [
    'Pripravte pre každé dieťa vrecúško s menom.',
    'Drobnosti použite aj ako ceny pri súťažiach.',
    'Drobnosti skombinujte so sladkosťou a malou pohľadnicou.',
  ],
  care: [SMALL_PARTS],
  short: ['Drobnosti pre hostí{M} do vrecúšok, piňaty aj ako odmena v súťažiach.', 'Malý darček na odchod{M}, ktorý poteší každé dieťa.'],
  meta: ['drobnosti pre malých hostí{M} do darčekových vrecúšok, piňaty či ako odmena v súťažiach.', 'malé darčeky na odchod pre deti{M}.'],
};

const FAMILIES: Record<DescFamily, FamilyCopy | ((input: DescribeInput) => FamilyCopy)> = {
  latex: LATEX,
  foil: FOIL,
  number: NUMBER,
  letter: LETTER,
  'balloon-set': BALLOON_SET,
  'garland-kit': GARLAND_KIT,
  helium: (i) => (/^h[ée]lium|tlakov|fľaš|nádob/i.test(i.name) ? HELIUM_TANK : HELIUM_ACCESSORY),
  'costume-kids': COSTUME_KIDS,
  'costume-adult': COSTUME_ADULT,
  accessory: (i) =>
    i.category === 'okuliare'
      ? { ...ACCESSORY, care: ['Párty okuliare nie sú slnečné okuliare a nechránia oči pred UV žiarením. Nie sú určené na šoférovanie.'] }
      : ACCESSORY,
  wig: WIG,
  mask: MASK,
  hat: HAT,
  facepaint: FACEPAINT,
  props: PROPS,
  garland: GARLAND,
  hanging: HANGING,
  'table-deco': TABLE_DECO,
  confetti: CONFETTI,
  lantern: LANTERN,
  tableware: TABLEWARE,
  'party-set': PARTY_SET,
  candle: CANDLE,
  'number-candle': NUMBER_CANDLE,
  'deco-candle': DECO_CANDLE,
  fountain: FOUNTAIN,
  sparkler: SPARKLER,
  smoke: SMOKE,
  'gift-bag': GIFT_BAG,
  card: CARD,
  'gift-set': GIFT_SET,
  mug: MUG,
  book: BOOK,
  cake: CAKE,
  bachelorette,
  adult: ADULT,
  game,
  halloween,
  christmas,
  cannon: CANNON,
  glow: GLOW,
  pinata: PINATA,
  favor: FAVOR,
};

const PYRO = new Set<DescFamily>(['fountain', 'sparkler', 'smoke']);

// ---------------------------------------------------------------------------------------------------------------
// general sentences

const MOTIF_SENTENCES = [
  'Celá kolekcia v motíve {X} je farebne zladená, takže oslavu ľahko pripravíte v jednom štýle.',
  'Ďalšie produkty v motíve {X} nájdete aj medzi balónmi, stolovaním či girlandami – výzdobu tak ľahko zladíte.',
  'Motív {X} sa skvele hodí k ostatnej výzdobe v rovnakom štýle.',
] as const;

const BRAND_SENTENCES = [
  'Výrobok pochádza od značky {X}, ktorá patrí medzi overených výrobcov párty sortimentu.',
  'Ide o originálny výrobok značky {X}.',
  'Za kvalitou stojí značka {X}, s ktorou dlhodobo spolupracujeme.',
] as const;

const OWN_BRAND_SENTENCES = [
  'Výrobok je súčasťou našej vlastnej kolekcie Party shop Original.',
  'Výrobok patrí do našej vlastnej rady Party shop Original, ktorú vyberáme s ohľadom na kvalitu aj cenu.',
] as const;

const PIECES_SENTENCES = ['Balenie obsahuje {X}.', 'V balení nájdete {X}.', 'Počet kusov v balení: {X}.'] as const;

const GENERIC_SIZES = ['Produkt je dostupný vo viacerých veľkostiach – pred objednávkou si pozrite tabuľku veľkostí.'] as const;

const CLOSINGS = [
  'Potrebujete poradiť s výberom? Radi vám pomôžeme telefonicky, e-mailom aj osobne na predajni.',
  'Tovar si môžete nechať doručiť domov alebo ho vyzdvihnúť osobne na niektorej z našich predajní.',
  'Kombinujte s ďalšími produktmi z našej ponuky a pripravte si oslavu presne podľa svojich predstáv.',
] as const;

const META_FILLERS = [
  'Doručenie po celom Slovensku.',
  'Osobný odber na našich predajniach.',
  'Poradíme s výberom aj výzdobou.',
  'Všetko pre vašu oslavu na jednom mieste.',
] as const;

// ---------------------------------------------------------------------------------------------------------------

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{([A-Z])\}/g, (whole, key: string) => vars[key] ?? whole);
}

/** Cuts plain text to at most max characters at a word boundary. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

export function describeProduct(family: DescFamily, input: DescribeInput, r: Rng): ProductCopy {
  const entry = FAMILIES[family];
  const service = input.category === 'nafukovanie-balonov';
  const copy = service ? HELIUM_SERVICE : typeof entry === 'function' ? entry(input) : entry;

  const name = input.name.trim();
  const motif = input.motif?.trim() || undefined;
  const motifInName = motif !== undefined && name.toLowerCase().includes(motif.toLowerCase());
  const motifPhrase = motif && !motifInName ? ` v motíve ${motif}` : '';
  const ownBrand = input.brand === OWN_BRAND;
  const showBrand = !ownBrand && !service;
  const adult = input.adult || family === 'adult';
  const pyro = PYRO.has(family);

  // --- html
  const strongName = `<strong>${escapeHtml(name)}</strong>`;
  const p1 = [fill(r.pick(copy.open), { N: strongName })];
  if (motif) p1.push(fill(r.pick(MOTIF_SENTENCES), { X: `<em>${escapeHtml(motif)}</em>` }));
  if (showBrand) p1.push(fill(r.pick(BRAND_SENTENCES), { X: escapeHtml(input.brand) }));
  else if (!service && r.chance(0.4)) p1.push(r.pick(OWN_BRAND_SENTENCES));

  const p2 = [r.pick(copy.body)];
  if (input.pieces) p2.push(fill(r.pick(PIECES_SENTENCES), { X: escapeHtml(input.pieces) }));
  if (input.size) p2.push(`${copy.sizeLabel ?? 'Rozmer'} je približne ${escapeHtml(input.size)}.`);
  if (input.hasSizes) p2.push(r.pick(copy.sizes ?? GENERIC_SIZES));
  else if (copy.oneSize) p2.push(r.pick(copy.oneSize));

  const p3: string[] = [];
  if (pyro) p3.push(r.pick(PYRO_CORE));
  if (copy.care) p3.push(r.pick(copy.care));
  if (adult) p3.push(r.pick(ADULT_NOTE));
  if (!pyro && !adult && !service && r.chance(p3.length ? 0.35 : 0.6)) p3.push(r.pick(CLOSINGS));

  const blocks = [`<p>${p1.join(' ')}</p>`, `<p>${p2.join(' ')}</p>`];
  if (copy.tips.length >= 3 && r.chance(0.8)) {
    const tips = r.sample(copy.tips, r.int(3, Math.min(4, copy.tips.length)));
    blocks.push(`<ul>${tips.map((t) => `<li>${t}</li>`).join('')}</ul>`);
  }
  if (p3.length) blocks.push(`<p>${p3.join(' ')}</p>`);
  const html = blocks.join('\n');

  // --- short (one sentence, max 140 characters)
  const shortTemplate = r.pick(copy.short);
  let short = fill(shortTemplate, { M: motifPhrase });
  if (short.length > 140) short = fill(shortTemplate, { M: '' });
  short = clip(short, 140);

  // --- meta (120–160 characters)
  const metaStart = r.int(0, copy.meta.length - 1);
  const head = (phrase: string, withMotif: boolean) => `${name} – ${fill(phrase, { M: withMotif ? motifPhrase : '' })}`;
  let meta = '';
  for (let k = 0; k < copy.meta.length * 2 && !meta; k++) {
    const candidate = head(copy.meta[(metaStart + (k >> 1)) % copy.meta.length]!, k % 2 === 0);
    if (candidate.length <= 160) meta = candidate;
  }
  if (!meta) meta = clip(head(copy.meta[metaStart]!, false), 160);

  const fillers: string[] = [];
  if (pyro) fillers.push('Predaj len osobám starším ako 18 rokov.');
  if (adult) fillers.push('Len pre 18+, diskrétne balenie.');
  if (showBrand) fillers.push(`Originálny výrobok značky ${input.brand}.`);
  fillers.push(...r.shuffle(service ? META_FILLERS.filter((f) => !f.startsWith('Doručenie')) : META_FILLERS));
  for (const filler of fillers) {
    if (meta.length >= 150) break;
    if (meta.length + 1 + filler.length <= 160) meta = `${meta} ${filler}`;
  }
  if (meta.length < 120) meta = clip(`${meta} Party shop – všetko pre vašu oslavu, od balónov po kostýmy a výzdobu.`, 160);

  return { html, short, meta: meta.trim() };
}
