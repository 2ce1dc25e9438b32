/** The shop's own e-mail about a new order (src/mail/shop-order-notification.ts, decision 0070). */
export const adminShopMailSk = {
  'admin.shop_mail.subject': 'Nová objednávka č. {number} – {name}, {total}',
  'admin.shop_mail.intro': 'V e-shope práve prišla nová objednávka č. {number} zo dňa {date}.',
  'admin.shop_mail.customer': 'Zákazník',
  'admin.shop_mail.phone': 'Telefón',
  'admin.shop_mail.email': 'E-mail',
  'admin.shop_mail.guest': 'nakupuje bez registrácie',
  'admin.shop_mail.registered': 'registrovaný zákazník',
  'admin.shop_mail.item_code': 'Kód',
  'admin.shop_mail.open_button': 'Otvoriť objednávku v administrácii',
  'admin.shop_mail.open_link': 'Objednávka v administrácii: {url}',
  'admin.shop_mail.footer': 'Túto správu posiela e-shop {shop} pri každej novej objednávke.',
} as const;

export const adminShopMailCs: Record<keyof typeof adminShopMailSk, string> = {
  'admin.shop_mail.subject': 'Nová objednávka č. {number} – {name}, {total}',
  'admin.shop_mail.intro': 'V e-shopu právě přišla nová objednávka č. {number} ze dne {date}.',
  'admin.shop_mail.customer': 'Zákazník',
  'admin.shop_mail.phone': 'Telefon',
  'admin.shop_mail.email': 'E-mail',
  'admin.shop_mail.guest': 'nakupuje bez registrace',
  'admin.shop_mail.registered': 'registrovaný zákazník',
  'admin.shop_mail.item_code': 'Kód',
  'admin.shop_mail.open_button': 'Otevřít objednávku v administraci',
  'admin.shop_mail.open_link': 'Objednávka v administraci: {url}',
  'admin.shop_mail.footer': 'Tuto zprávu posílá e-shop {shop} při každé nové objednávce.',
};
