import type { MailMessage } from '../../lib/mail';
import { dayWords, deadlineWords } from './registration.mapper';
import type { EditionRow } from './registration.queries';

// The fee mail a registrant receives (part 1 section 8: "fee payment instructions sent by email; pay before
// …; results published …"), in Mongolian and English, with the edition's own deadline and results date
// (the spec's were 2023's). The fee and the account are the edition's guidance, which the mail links to.

type Registration = { id: number; email: string; film: string };

export function registrationFeeMail(edition: EditionRow, r: Registration, publicUrl: string): MailMessage {
  const deadline = edition.paymentDeadline ? deadlineWords(edition.paymentDeadline) : null;
  const results = edition.resultsDate ? dayWords(edition.resultsDate) : null;
  const link = `${publicUrl}/festival/annual/guidelines?name=${encodeURIComponent(edition.slug)}&year=${edition.year}`;
  const mn = [
    'Сайн байна уу!',
    '',
    `«${r.film}» киног ${edition.mongolName} ${edition.year} наадамд бүртгүүлсэнд баярлалаа. Бүртгэлийн дугаар: ${r.id}.`,
    '',
    'Бүртгэлийн хураамжийн хэмжээ, төлөх дансыг наадмын удирдамжаас харна уу:',
    link,
    'Гүйлгээний утгад бүртгэлийн дугаар болон киноны нэрээ бичнэ үү. Хураамж төлөгдсөнөөр бүртгэл баталгаажна.',
    '',
    `Хураамж төлөх эцсийн хугацаа: ${deadline?.mn ?? 'зохион байгуулагчид мэдэгдэнэ'}`,
    `Наадмын дүн зарлагдах өдөр: ${results?.mn ?? 'зохион байгуулагчид мэдэгдэнэ'}`,
  ];
  const en = [
    'Hello,',
    '',
    `Thank you for registering «${r.film}» for ${edition.internationalName} ${edition.year}. Your registration number: ${r.id}.`,
    '',
    "The registration fee and the account to pay it to are in the festival's guidelines:",
    link,
    "Write your registration number and the film's title in the payment's description. Your registration is confirmed once the fee is paid.",
    '',
    `Pay the fee by: ${deadline?.en ?? 'the organisers will announce it'}`,
    `Results announced on: ${results?.en ?? 'the organisers will announce it'}`,
  ];
  return {
    to: r.email,
    subject: `${edition.mongolName} ${edition.year}: бүртгэлийн хураамж / registration fee`,
    text: [...mn, '', '---', '', ...en].join('\n'),
    link,
  };
}
