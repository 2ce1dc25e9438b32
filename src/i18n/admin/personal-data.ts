/** Back-office texts of a customer's personal data: the export and the erasure on request (decision 0097). */
export const adminPersonalDataSk = {
  'admin.personal_data.link': 'Osobné údaje (GDPR)',
  'admin.personal_data.title': 'Osobné údaje zákazníka',
  'admin.personal_data.export_title': 'Export údajov',
  'admin.personal_data.export_text': 'Všetko, čo e-shop o zákazníkovi uchováva, v jednom súbore JSON (odpoveď na žiadosť o prístup).',
  'admin.personal_data.export_button': 'Stiahnuť údaje zákazníka (JSON)',
  'admin.personal_data.erase_title': 'Vymazanie na žiadosť zákazníka',
  'admin.personal_data.erase_text':
    'Vymaže účet, adresy, hodnotenia, košík, strážené produkty a odber noviniek. Objednávky zostanú s fakturačnými údajmi (zákon o účtovníctve), e-mail, telefón, doručovacia adresa a poznámky sa z nich vymažú. Zákazník s nevybavenou objednávkou ani účet s rolou v administrácii sa vymazať nedá.',
  'admin.personal_data.erase_button': 'Vymazať osobné údaje zákazníka',
  'admin.personal_data.erase_confirm': 'Naozaj natrvalo vymazať osobné údaje tohto zákazníka? Akcia je nevratná.',
  'admin.personal_data.flash.erased': 'Osobné údaje zákazníka boli vymazané.',
  'admin.audit.action.erase': 'vymazanie osobných údajov',
} as const;

export const adminPersonalDataCs: Record<keyof typeof adminPersonalDataSk, string> = {
  'admin.personal_data.link': 'Osobní údaje (GDPR)',
  'admin.personal_data.title': 'Osobní údaje zákazníka',
  'admin.personal_data.export_title': 'Export údajů',
  'admin.personal_data.export_text': 'Vše, co e-shop o zákazníkovi uchovává, v jednom souboru JSON (odpověď na žádost o přístup).',
  'admin.personal_data.export_button': 'Stáhnout údaje zákazníka (JSON)',
  'admin.personal_data.erase_title': 'Výmaz na žádost zákazníka',
  'admin.personal_data.erase_text':
    'Smaže účet, adresy, hodnocení, košík, hlídané produkty a odběr novinek. Objednávky zůstanou s fakturačními údaji (zákon o účetnictví), e-mail, telefon, doručovací adresa a poznámky se z nich smažou. Zákazníka s nevyřízenou objednávkou ani účet s rolí v administraci smazat nelze.',
  'admin.personal_data.erase_button': 'Smazat osobní údaje zákazníka',
  'admin.personal_data.erase_confirm': 'Opravdu natrvalo smazat osobní údaje tohoto zákazníka? Akce je nevratná.',
  'admin.personal_data.flash.erased': 'Osobní údaje zákazníka byly smazány.',
  'admin.audit.action.erase': 'výmaz osobních údajů',
};
