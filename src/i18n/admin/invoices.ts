/** Back-office texts of tax documents and their settings (decision 0098). */
export const adminInvoicesSk = {
  'admin.invoices.documents': 'Doklady',
  'admin.invoices.none': 'Objednávka zatiaľ nemá doklad: faktúra sa vystaví po úhrade (pri dobierke po doručení).',
  'admin.invoices.invoice': 'Faktúra {number}',
  'admin.invoices.credit_note': 'Dobropis {number}',
  'admin.settings.tab.invoicing': 'Fakturácia',
  'admin.invoicing.title': 'Fakturácia',
  'admin.invoicing.intro':
    'Údaje na faktúrach a dobropisoch. Názov, adresu, IČO, DIČ a bankový účet dokladov berieme z kontaktov obchodu (záložka Všeobecné).',
  'admin.invoicing.invoice_prefix': 'Predpona faktúr',
  'admin.invoicing.credit_note_prefix': 'Predpona dobropisov',
  'admin.invoicing.prefix_hint': '1 až 4 veľké písmená bez diakritiky; číslo potom vyzerá ako FA2600001. Nová predpona začne vlastný rad.',
  'admin.invoicing.ic_dph': 'IČ DPH',
  'admin.invoicing.registration': 'Zápis v obchodnom registri',
  'admin.invoicing.registration_hint': 'Napríklad: Obchodný register OS Bratislava I, oddiel Sro, vložka č. 12345/B.',
  'admin.invoicing.footer': 'Text v päte dokladu',
  'admin.invoicing.save': 'Uložiť nastavenie',
  'admin.invoicing.flash.saved': 'Nastavenie fakturácie bolo uložené.',
  'admin.invoicing.error.prefix': 'Zadajte 1 až 4 veľké písmená bez diakritiky.',
} as const;

export const adminInvoicesCs: Record<keyof typeof adminInvoicesSk, string> = {
  'admin.invoices.documents': 'Doklady',
  'admin.invoices.none': 'Objednávka zatím nemá doklad: faktura se vystaví po úhradě (u dobírky po doručení).',
  'admin.invoices.invoice': 'Faktura {number}',
  'admin.invoices.credit_note': 'Dobropis {number}',
  'admin.settings.tab.invoicing': 'Fakturace',
  'admin.invoicing.title': 'Fakturace',
  'admin.invoicing.intro':
    'Údaje na fakturách a dobropisech. Název, adresu, IČO, DIČ a bankovní účet dokladů bereme z kontaktů obchodu (záložka Obecné).',
  'admin.invoicing.invoice_prefix': 'Předpona faktur',
  'admin.invoicing.credit_note_prefix': 'Předpona dobropisů',
  'admin.invoicing.prefix_hint': '1 až 4 velká písmena bez diakritiky; číslo pak vypadá jako FA2600001. Nová předpona začne vlastní řadu.',
  'admin.invoicing.ic_dph': 'IČ DPH',
  'admin.invoicing.registration': 'Zápis v obchodním rejstříku',
  'admin.invoicing.registration_hint': 'Například: Obchodní rejstřík KS v Brně, oddíl C, vložka 12345.',
  'admin.invoicing.footer': 'Text v patičce dokladu',
  'admin.invoicing.save': 'Uložit nastavení',
  'admin.invoicing.flash.saved': 'Nastavení fakturace bylo uloženo.',
  'admin.invoicing.error.prefix': 'Zadejte 1 až 4 velká písmena bez diakritiky.',
};
