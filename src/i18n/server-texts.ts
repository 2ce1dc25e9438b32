/**
 * Texts only the server writes (e-mails and the generated "Doprava a platba" section, decision 0061), kept out of the
 * storefront catalogs (sk.ts, cs.ts) so the browser's JavaScript does not carry them. Importing this module registers
 * them with the translator: each module that writes them imports it.
 */
import { registerMessages } from './index';

const serverTextsSk = {
  'watchdog_mail.subject': 'Tovar je opäť skladom: {name}',
  'watchdog_mail.intro': 'produkt {name}, ktorého dostupnosť strážite, je opäť skladom. Objednať si ho môžete tu:',
  'watchdog_mail.button': 'Zobraziť produkt',
  'watchdog_mail.once':
    'Toto upozornenie posielame iba raz. Ak budete chcieť ďalšie, nastavte si stráženie dostupnosti znova na stránke produktu.',
  'order_mail.subject': 'Potvrdenie objednávky č. {number}',
  'order_mail.greeting': 'Dobrý deň, {name},',
  'order_mail.intro': 'ďakujeme za vašu objednávku č. {number} zo dňa {date}. Jej zhrnutie nájdete nižšie.',
  'order_mail.summary_link': 'Zhrnutie objednávky a jej stav nájdete tu: {url}',
  'order_mail.summary_button': 'Zobraziť objednávku',
  'order_mail.bank_intro': 'Prosíme, uhraďte objednávku bankovým prevodom:',
  'order_mail.qr_caption': 'QR kód na platbu – naskenujte ho v aplikácii svojej banky.',
  'order_mail.card_intro': 'Objednávku zaplatíte kartou cez zabezpečenú platobnú bránu:',
  'order_mail.paid': 'Objednávka je už zaplatená. Ďakujeme.',
  'order_mail.signature': 'S pozdravom',
  'auth_mail.reset_subject': 'Nastavenie nového hesla',
  'auth_mail.greeting': 'Dobrý deň,',
  'auth_mail.greeting_named': 'Dobrý deň, {name},',
  'auth_mail.reset_intro':
    'dostali sme žiadosť o nastavenie nového hesla k vášmu účtu. Nové heslo si nastavíte na tejto adrese (platí {minutes} minút a dá sa použiť iba raz):',
  'auth_mail.reset_button': 'Nastaviť nové heslo',
  'auth_mail.reset_ignore': 'Ak ste o zmenu hesla nežiadali, tento e-mail ignorujte: vaše heslo zostáva bez zmeny.',
  'email_change_mail.confirm_subject': 'Potvrdenie nového e-mailu',
  'email_change_mail.confirm_intro':
    'dostali sme žiadosť, aby sa táto adresa stala e-mailom na prihlásenie do vášho účtu. Potvrdíte ju na tejto adrese (platí {hours} hodín a dá sa použiť iba raz):',
  'email_change_mail.confirm_button': 'Potvrdiť e-mail',
  'email_change_mail.confirm_ignore': 'Ak ste o zmenu nežiadali, tento e-mail ignorujte: nič sa nezmení.',
  'email_change_mail.taken_subject': 'Žiadosť o zmenu e-mailu',
  'email_change_mail.taken_intro':
    'niekto požiadal, aby sa táto adresa stala e-mailom na prihlásenie do iného účtu v našom obchode. Na túto adresu už je u nás zaregistrovaný účet, preto sa nič nezmenilo.',
  'email_change_mail.taken_ignore':
    'Ak ste to boli vy, prihláste sa s touto adresou alebo si na ňu nechajte poslať nové heslo. Ak nie, tento e-mail ignorujte.',
  'email_change_mail.notice_subject': 'E-mail na prihlásenie bol zmenený',
  'email_change_mail.notice_intro':
    'e-mail na prihlásenie do vášho účtu bol práve zmenený na {email}. Správy o účte odteraz posielame tam.',
  'email_change_mail.notice_not_you': 'Ak ste zmenu neurobili vy, ihneď nás kontaktujte odpoveďou na tento e-mail.',
  'delivery_facts.delivery_title': 'Spôsoby dopravy',
  'delivery_facts.carrier': 'Spôsob dopravy',
  'delivery_facts.price': 'Cena',
  'delivery_facts.delivery_days': 'Dodanie',
  'delivery_facts.free': 'zadarmo',
  'delivery_facts.price_free_from': '{price}, pri nákupe od {amount} zadarmo',
  'delivery_facts.none': 'Objednávky z e-shopu momentálne nedoručujeme. Informujte sa prosím v niektorej z našich predajní.',
  'delivery_facts.country_sk': 'Doručujeme iba na Slovensku.',
  'delivery_facts.country_cz': 'Doručujeme iba v Českej republike.',
  'delivery_facts.payment_title': 'Spôsoby platby',
  'delivery_facts.payment': 'Spôsob platby',
  'delivery_facts.fee': 'Poplatok',
  'delivery_facts.payment_carriers': 'Spôsoby dopravy',
  'delivery_facts.all_carriers': 'všetky',
  'delivery_facts.or': 'alebo',
  'delivery_facts.note_bank_transfer':
    'po odoslaní objednávky dostanete platobné údaje a QR kód PAY by square; ako variabilný symbol uveďte číslo objednávky.',
  'delivery_facts.note_card': 'zaplatíte hneď po odoslaní objednávky cez zabezpečenú platobnú bránu kartou {brands}.',
  'delivery_facts.note_cod': 'platíte pri prevzatí zásielky.',
} as const;

export type ServerMessageKey = keyof typeof serverTextsSk;

const serverTextsCs: Record<ServerMessageKey, string> = {
  'watchdog_mail.subject': 'Zboží je opět skladem: {name}',
  'watchdog_mail.intro': 'produkt {name}, jehož dostupnost hlídáte, je opět skladem. Objednat si ho můžete zde:',
  'watchdog_mail.button': 'Zobrazit produkt',
  'watchdog_mail.once':
    'Toto upozornění posíláme jen jednou. Pokud budete chtít další, nastavte si hlídání dostupnosti znovu na stránce produktu.',
  'order_mail.subject': 'Potvrzení objednávky č. {number}',
  'order_mail.greeting': 'Dobrý den, {name},',
  'order_mail.intro': 'děkujeme za vaši objednávku č. {number} ze dne {date}. Její shrnutí najdete níže.',
  'order_mail.summary_link': 'Shrnutí objednávky a její stav najdete zde: {url}',
  'order_mail.summary_button': 'Zobrazit objednávku',
  'order_mail.bank_intro': 'Prosíme, uhraďte objednávku bankovním převodem:',
  'order_mail.qr_caption': 'QR kód k platbě – naskenujte ho v aplikaci své banky.',
  'order_mail.card_intro': 'Objednávku zaplatíte kartou přes zabezpečenou platební bránu:',
  'order_mail.paid': 'Objednávka je již zaplacená. Děkujeme.',
  'order_mail.signature': 'S pozdravem',
  'auth_mail.reset_subject': 'Nastavení nového hesla',
  'auth_mail.greeting': 'Dobrý den,',
  'auth_mail.greeting_named': 'Dobrý den, {name},',
  'auth_mail.reset_intro':
    'obdrželi jsme žádost o nastavení nového hesla k vašemu účtu. Nové heslo si nastavíte na této adrese (platí {minutes} minut a lze ji použít jen jednou):',
  'auth_mail.reset_button': 'Nastavit nové heslo',
  'auth_mail.reset_ignore': 'Pokud jste o změnu hesla nežádali, tento e-mail ignorujte: vaše heslo zůstává beze změny.',
  'email_change_mail.confirm_subject': 'Potvrzení nového e-mailu',
  'email_change_mail.confirm_intro':
    'obdrželi jsme žádost, aby se tato adresa stala e-mailem pro přihlášení k vašemu účtu. Potvrdíte ji na této adrese (platí {hours} hodin a lze ji použít jen jednou):',
  'email_change_mail.confirm_button': 'Potvrdit e-mail',
  'email_change_mail.confirm_ignore': 'Pokud jste o změnu nežádali, tento e-mail ignorujte: nic se nezmění.',
  'email_change_mail.taken_subject': 'Žádost o změnu e-mailu',
  'email_change_mail.taken_intro':
    'někdo požádal, aby se tato adresa stala e-mailem pro přihlášení k jinému účtu v našem obchodě. Na tuto adresu už je u nás registrovaný účet, proto se nic nezměnilo.',
  'email_change_mail.taken_ignore':
    'Pokud jste to byli vy, přihlaste se s touto adresou nebo si na ni nechte poslat nové heslo. Pokud ne, tento e-mail ignorujte.',
  'email_change_mail.notice_subject': 'E-mail pro přihlášení byl změněn',
  'email_change_mail.notice_intro': 'e-mail pro přihlášení k vašemu účtu byl právě změněn na {email}. Zprávy o účtu od teď posíláme tam.',
  'email_change_mail.notice_not_you': 'Pokud jste změnu neprovedli vy, ihned nás kontaktujte odpovědí na tento e-mail.',
  'delivery_facts.delivery_title': 'Způsoby dopravy',
  'delivery_facts.carrier': 'Způsob dopravy',
  'delivery_facts.price': 'Cena',
  'delivery_facts.delivery_days': 'Doručení',
  'delivery_facts.free': 'zdarma',
  'delivery_facts.price_free_from': '{price}, při nákupu od {amount} zdarma',
  'delivery_facts.none': 'Objednávky z e-shopu momentálně nedoručujeme. Informujte se prosím v některé z našich prodejen.',
  'delivery_facts.country_sk': 'Doručujeme pouze na Slovensku.',
  'delivery_facts.country_cz': 'Doručujeme pouze v České republice.',
  'delivery_facts.payment_title': 'Způsoby platby',
  'delivery_facts.payment': 'Způsob platby',
  'delivery_facts.fee': 'Poplatek',
  'delivery_facts.payment_carriers': 'Způsoby dopravy',
  'delivery_facts.all_carriers': 'všechny',
  'delivery_facts.or': 'nebo',
  'delivery_facts.note_bank_transfer':
    'po odeslání objednávky dostanete platební údaje a QR kód QR Platba; jako variabilní symbol uveďte číslo objednávky.',
  'delivery_facts.note_card': 'zaplatíte hned po odeslání objednávky přes zabezpečenou platební bránu kartou {brands}.',
  'delivery_facts.note_cod': 'platíte při převzetí zásilky.',
};

registerMessages('sk', serverTextsSk);
registerMessages('cs', serverTextsCs);
