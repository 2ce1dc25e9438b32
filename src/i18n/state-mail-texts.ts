/**
 * Texts of the customer's order-state e-mails (decision 0084): a heading and the amount wording per state. Server-only
 * like server-texts.ts (the browser never carries them); importing this module registers them with the translator.
 */
import { registerMessages } from './index';

const stateMailSk = {
  'state_mail.heading.confirmation': 'Ďakujeme za vašu objednávku',
  'state_mail.heading.waiting_for_payment': 'Čakáme na vašu platbu',
  'state_mail.heading.paid': 'Platbu sme prijali',
  'state_mail.heading.processing': 'Objednávku pripravujeme',
  'state_mail.heading.shipped': 'Objednávka je na ceste',
  'state_mail.heading.ready_for_pickup': 'Objednávka na vás čaká na predajni',
  'state_mail.heading.completed': 'Ďakujeme za nákup',
  'state_mail.heading.cancelled': 'Objednávka bola zrušená',
  'state_mail.amount.to_pay': 'Spolu k úhrade',
  'state_mail.amount.paid': 'Uhradené',
  'state_mail.amount.cod': 'Zaplatíte pri prevzatí',
  'state_mail.amount.refund': 'Vrátime vám',
  'state_mail.paid_notice': 'Uhradené: {amount}',
  'state_mail.cod_notice': 'Pri prevzatí zaplatíte {amount}.',
  'state_mail.to_pay_notice': 'Spolu k úhrade: {amount}',
  'state_mail.cancelled_notice': 'Objednávka {number} bola zrušená.',
  'state_mail.refund':
    'Uhradenú sumu {amount} vám vrátime na účet, z ktorého ste platili, spravidla do 5 pracovných dní. Ak ste platili kartou, peniaze sa vrátia na kartu.',
  'state_mail.nothing_to_pay': 'Nemusíte nič platiť. Ak ste platbu už odoslali, vrátime vám ju.',
  'state_mail.items': 'Položky objednávky',
  'state_mail.pickup_store': 'Kde si ju vyzdvihnete',
  'state_mail.tracking_button': 'Sledovať zásielku',
  'state_mail.summary_button': 'Zobraziť objednávku',
  'state_mail.questions': 'Máte otázku? Stačí odpovedať na tento e-mail.',
} as const;

export type StateMailKey = keyof typeof stateMailSk;

const stateMailCs: Record<StateMailKey, string> = {
  'state_mail.heading.confirmation': 'Děkujeme za vaši objednávku',
  'state_mail.heading.waiting_for_payment': 'Čekáme na vaši platbu',
  'state_mail.heading.paid': 'Platbu jsme přijali',
  'state_mail.heading.processing': 'Objednávku připravujeme',
  'state_mail.heading.shipped': 'Objednávka je na cestě',
  'state_mail.heading.ready_for_pickup': 'Objednávka na vás čeká na prodejně',
  'state_mail.heading.completed': 'Děkujeme za nákup',
  'state_mail.heading.cancelled': 'Objednávka byla zrušena',
  'state_mail.amount.to_pay': 'Celkem k úhradě',
  'state_mail.amount.paid': 'Uhrazeno',
  'state_mail.amount.cod': 'Zaplatíte při převzetí',
  'state_mail.amount.refund': 'Vrátíme vám',
  'state_mail.paid_notice': 'Uhrazeno: {amount}',
  'state_mail.cod_notice': 'Při převzetí zaplatíte {amount}.',
  'state_mail.to_pay_notice': 'Celkem k úhradě: {amount}',
  'state_mail.cancelled_notice': 'Objednávka {number} byla zrušena.',
  'state_mail.refund':
    'Uhrazenou částku {amount} vám vrátíme na účet, ze kterého jste platili, zpravidla do 5 pracovních dnů. Pokud jste platili kartou, peníze se vrátí na kartu.',
  'state_mail.nothing_to_pay': 'Nemusíte nic platit. Pokud jste platbu už odeslali, vrátíme vám ji.',
  'state_mail.items': 'Položky objednávky',
  'state_mail.pickup_store': 'Kde si ji vyzvednete',
  'state_mail.tracking_button': 'Sledovat zásilku',
  'state_mail.summary_button': 'Zobrazit objednávku',
  'state_mail.questions': 'Máte otázku? Stačí odpovědět na tento e-mail.',
};

registerMessages('sk', stateMailSk);
registerMessages('cs', stateMailCs);
