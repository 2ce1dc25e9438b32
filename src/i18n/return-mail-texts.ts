/**
 * Texts of the customer's e-mails about returns and complaints (decision 0102). Server-only like state-mail-texts.ts;
 * importing this module registers them with the translator.
 */
import { registerMessages } from './index';

const returnMailSk = {
  'return_mail.kind.withdrawal': 'Odstúpenie od zmluvy',
  'return_mail.kind.complaint': 'Reklamácia',
  'return_mail.subject': '{kind} {number}: {state}',
  'return_mail.heading.received': '{kind}: prijali sme vašu žiadosť',
  'return_mail.heading.accepted': '{kind}: žiadosť sme prijali',
  'return_mail.heading.rejected': '{kind}: žiadosť sme zamietli',
  'return_mail.heading.refunded': '{kind}: peniaze sme vrátili',
  'return_mail.heading.resolved': '{kind}: vybavené',
  'return_mail.text.withdrawal.received':
    'Prijali sme vaše odstúpenie od zmluvy č. {number} k objednávke {order}. Tovar nám pošlite späť do 14 dní; peniaze vrátime do 14 dní od prijatia odstúpenia.',
  'return_mail.text.withdrawal.accepted': 'Vrátený tovar k odstúpeniu č. {number} sme prijali. Peniaze vám pošleme na uvedený účet.',
  'return_mail.text.withdrawal.rejected': 'Odstúpenie od zmluvy č. {number} sme zamietli.',
  'return_mail.text.withdrawal.refunded':
    'Peniaze za vrátený tovar k odstúpeniu č. {number} sme odoslali na váš účet. Dobropis nájdete pri objednávke.',
  'return_mail.text.withdrawal.resolved': 'Odstúpenie od zmluvy č. {number} je vybavené.',
  'return_mail.text.complaint.received':
    'Prijali sme vašu reklamáciu č. {number} k objednávke {order}. Vybavíme ju najneskôr do 30 dní od jej uplatnenia.',
  'return_mail.text.complaint.accepted': 'Reklamáciu č. {number} sme uznali a vybavujeme ju.',
  'return_mail.text.complaint.rejected': 'Reklamáciu č. {number} sme zamietli.',
  'return_mail.text.complaint.refunded': 'Reklamácia č. {number} je vybavená vrátením peňazí.',
  'return_mail.text.complaint.resolved': 'Reklamácia č. {number} je vybavená.',
  'return_mail.reason': 'Dôvod: {reason}',
  'return_mail.items': 'Tovar',
  'return_mail.link': 'Stav žiadosti',
  'return_mail.button': 'Zobraziť objednávku',
};

const returnMailCs: Record<keyof typeof returnMailSk, string> = {
  'return_mail.kind.withdrawal': 'Odstoupení od smlouvy',
  'return_mail.kind.complaint': 'Reklamace',
  'return_mail.subject': '{kind} {number}: {state}',
  'return_mail.heading.received': '{kind}: přijali jsme vaši žádost',
  'return_mail.heading.accepted': '{kind}: žádost jsme přijali',
  'return_mail.heading.rejected': '{kind}: žádost jsme zamítli',
  'return_mail.heading.refunded': '{kind}: peníze jsme vrátili',
  'return_mail.heading.resolved': '{kind}: vyřízeno',
  'return_mail.text.withdrawal.received':
    'Přijali jsme vaše odstoupení od smlouvy č. {number} k objednávce {order}. Zboží nám pošlete zpět do 14 dnů; peníze vrátíme do 14 dnů od přijetí odstoupení.',
  'return_mail.text.withdrawal.accepted': 'Vrácené zboží k odstoupení č. {number} jsme přijali. Peníze vám pošleme na uvedený účet.',
  'return_mail.text.withdrawal.rejected': 'Odstoupení od smlouvy č. {number} jsme zamítli.',
  'return_mail.text.withdrawal.refunded':
    'Peníze za vrácené zboží k odstoupení č. {number} jsme odeslali na váš účet. Dobropis najdete u objednávky.',
  'return_mail.text.withdrawal.resolved': 'Odstoupení od smlouvy č. {number} je vyřízeno.',
  'return_mail.text.complaint.received':
    'Přijali jsme vaši reklamaci č. {number} k objednávce {order}. Vyřídíme ji nejpozději do 30 dnů od jejího uplatnění.',
  'return_mail.text.complaint.accepted': 'Reklamaci č. {number} jsme uznali a vyřizujeme ji.',
  'return_mail.text.complaint.rejected': 'Reklamaci č. {number} jsme zamítli.',
  'return_mail.text.complaint.refunded': 'Reklamace č. {number} je vyřízena vrácením peněz.',
  'return_mail.text.complaint.resolved': 'Reklamace č. {number} je vyřízena.',
  'return_mail.reason': 'Důvod: {reason}',
  'return_mail.items': 'Zboží',
  'return_mail.link': 'Stav žádosti',
  'return_mail.button': 'Zobrazit objednávku',
};

export type ReturnMailKey = keyof typeof returnMailSk;

registerMessages('sk', returnMailSk);
registerMessages('cs', returnMailCs);
