/** Back-office texts of the carriers and payment methods page (decision 0124). */
export const adminDeliverySk = {
  'admin.settings.tab.delivery': 'Doprava a platba',
  'admin.delivery.title': 'Doprava a platba',
  'admin.delivery.intro':
    'Spôsoby dopravy a platby, ktoré ponúka pokladňa. Poplatky zadávate s DPH v {currency}; v ostatných menách sa prepočítajú kurzom. Doprava je zadarmo od hranice nastavenej pre každú menu (záložka Všeobecné). Pravidlá ostávajú: osobný odber len s platbou vopred, Zásielkovňa s výdajným miestom.',
  'admin.delivery.carriers': 'Doprava',
  'admin.delivery.payments': 'Platba',
  'admin.delivery.code': 'Spôsob: {code}',
  'admin.delivery.name': 'Názov',
  'admin.delivery.price': 'Poplatok s DPH ({currency})',
  'admin.delivery.price_hint': 'DPH {vat} %. V ostatných menách: {others}.',
  'admin.delivery.price_hint_single': 'DPH {vat} %.',
  'admin.delivery.delivery_days': 'Doba doručenia',
  'admin.delivery.tracking_url': 'Stránka na sledovanie zásielky',
  'admin.delivery.tracking_hint':
    'Adresa https, v ktorej {n} označuje číslo zásielky, napríklad https://tracking.packeta.com/sk/?id={n}. Zákazník ju dostane pri odoslaní objednávky.',
  'admin.delivery.active': 'Ponúkať v pokladni',
  'admin.delivery.offered': 'Ponúka sa',
  'admin.delivery.not_offered': 'Neponúka sa',
  'admin.delivery.save': 'Uložiť',
  'admin.delivery.flash.saved': 'Zmeny boli uložené.',
  'admin.delivery.error.price': 'Zadajte poplatok, napríklad 4,90.',
  'admin.delivery.error.price_unreachable':
    'Túto sumu nemožno pri tejto sadzbe DPH presne dosiahnuť; zadajte sumu o cent vyššiu alebo nižšiu.',
  'admin.delivery.error.tracking': 'Zadajte adresu začínajúcu https://, v ktorej {n} označuje číslo zásielky.',
  'admin.delivery.error.last_carrier': 'Aspoň jeden spôsob dopravy musí ostať v ponuke.',
  'admin.delivery.error.last_payment': 'Aspoň jeden spôsob platby musí ostať v ponuke.',
} as const;

export const adminDeliveryCs: Record<keyof typeof adminDeliverySk, string> = {
  'admin.settings.tab.delivery': 'Doprava a platba',
  'admin.delivery.title': 'Doprava a platba',
  'admin.delivery.intro':
    'Způsoby dopravy a platby, které nabízí pokladna. Poplatky zadáváte s DPH v {currency}; v ostatních měnách se přepočítají kurzem. Doprava je zdarma od hranice nastavené pro každou měnu (záložka Obecné). Pravidla zůstávají: osobní odběr jen s platbou předem, Zásilkovna s výdejním místem.',
  'admin.delivery.carriers': 'Doprava',
  'admin.delivery.payments': 'Platba',
  'admin.delivery.code': 'Způsob: {code}',
  'admin.delivery.name': 'Název',
  'admin.delivery.price': 'Poplatek s DPH ({currency})',
  'admin.delivery.price_hint': 'DPH {vat} %. V ostatních měnách: {others}.',
  'admin.delivery.price_hint_single': 'DPH {vat} %.',
  'admin.delivery.delivery_days': 'Doba doručení',
  'admin.delivery.tracking_url': 'Stránka pro sledování zásilky',
  'admin.delivery.tracking_hint':
    'Adresa https, ve které {n} označuje číslo zásilky, například https://tracking.packeta.com/cs/?id={n}. Zákazník ji dostane při odeslání objednávky.',
  'admin.delivery.active': 'Nabízet v pokladně',
  'admin.delivery.offered': 'Nabízí se',
  'admin.delivery.not_offered': 'Nenabízí se',
  'admin.delivery.save': 'Uložit',
  'admin.delivery.flash.saved': 'Změny byly uloženy.',
  'admin.delivery.error.price': 'Zadejte poplatek, například 4,90.',
  'admin.delivery.error.price_unreachable':
    'Tuto částku nelze při této sazbě DPH přesně dosáhnout; zadejte částku o cent vyšší nebo nižší.',
  'admin.delivery.error.tracking': 'Zadejte adresu začínající https://, ve které {n} označuje číslo zásilky.',
  'admin.delivery.error.last_carrier': 'Alespoň jeden způsob dopravy musí zůstat v nabídce.',
  'admin.delivery.error.last_payment': 'Alespoň jeden způsob platby musí zůstat v nabídce.',
};
