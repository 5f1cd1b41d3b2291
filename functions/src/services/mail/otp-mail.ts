/**
 * The e-mail that carries a one-time code: plain, short, and clear about what the code is for,
 * in the language of the page that asked for it (the terms of
 * web/src/i18n/messages/glossary.md).
 */
import { OTP_TTL_MS } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import { translator } from '@gh/common/translate';

/**
 * What a code is for. `erase`: the code that confirms erasing one's account, `eraseApplication`
 * an application not yet an account, `join` the e-mail one invited by mobile joins a family circle
 * with; their mails have no link, the page asks again. An invitation into a family circle by
 * e-mail has its own mail (circle-mail.ts).
 */
export type OtpPurpose = 'login' | 'register' | 'staff' | 'erase' | 'eraseApplication' | 'join' | 'circle';

/** Whether a code's purpose is confirmed only on the page that asked: its mail carries no link. */
export const pageOnly = (purpose: OtpPurpose): purpose is 'erase' | 'eraseApplication' | 'join' =>
  purpose === 'erase' || purpose === 'eraseApplication' || purpose === 'join';
type CodeMailPurpose = Exclude<OtpPurpose, 'circle'>;

const en = {
  'login.subject': 'Your Golden Hearts sign-in code',
  'login.action': 'sign in to Golden Hearts',
  'login.tap': 'sign in',
  'register.subject': 'Your Golden Hearts registration code',
  'register.action': 'finish your registration with Golden Hearts',
  'register.tap': 'finish',
  'staff.subject': 'Your Golden Hearts staff sign-in code',
  'staff.action': 'sign in to the Golden Hearts admin area',
  'staff.tap': 'sign in',
  'erase.subject': 'Your Golden Hearts code to erase your account',
  'erase.action': 'erase your Golden Hearts account',
  'eraseApplication.subject': 'Your Golden Hearts code to erase your application',
  'eraseApplication.action': 'erase your application to Golden Hearts, with your resume',
  'join.subject': 'Your Golden Hearts code to join a family circle',
  'join.action': 'join a family circle on Golden Hearts with this e-mail',
  helloName: 'Hello {name},',
  hello: 'Hello,',
  codeIs: 'Your code to {action} is:',
  typeIt: 'Type it on the page where you asked for it,',
  typeItOnly: 'Type it on the page where you asked for it.',
  orOpen: 'or open this link to {tap} at once:',
  valid: 'The code and the link are valid for {minutes} minutes and work only once.',
  ignore1: 'If you did not ask for this code, you can ignore this e-mail:',
  ignore2: 'nobody can use your account without it.',
  wishes: 'With warm wishes,',
  team: 'Golden Hearts',
} as const;
type MailKey = keyof typeof en;

/** Each language's messages, every key present (otp-mail.test.ts checks the arguments too). */
export const CODE_MAIL_MESSAGES: Readonly<Record<Lang, Readonly<Record<MailKey, string>>>> = {
  en,
  hi: {
    'login.subject': 'गोल्डन हार्ट्स में साइन इन का आपका कोड',
    'login.action': 'गोल्डन हार्ट्स में साइन इन करने',
    'login.tap': 'तुरंत साइन इन करने',
    'register.subject': 'गोल्डन हार्ट्स में रजिस्ट्रेशन का आपका कोड',
    'register.action': 'गोल्डन हार्ट्स में अपना रजिस्ट्रेशन पूरा करने',
    'register.tap': 'तुरंत रजिस्ट्रेशन पूरा करने',
    'staff.subject': 'गोल्डन हार्ट्स टीम के साइन इन का आपका कोड',
    'staff.action': 'गोल्डन हार्ट्स के एडमिन हिस्से में साइन इन करने',
    'staff.tap': 'तुरंत साइन इन करने',
    'erase.subject': 'गोल्डन हार्ट्स से अपना खाता मिटाने का आपका कोड',
    'erase.action': 'गोल्डन हार्ट्स से अपना खाता मिटाने',
    'eraseApplication.subject': 'गोल्डन हार्ट्स से अपना आवेदन मिटाने का आपका कोड',
    'eraseApplication.action': 'गोल्डन हार्ट्स से अपना आवेदन, सीवी के साथ, मिटाने',
    'join.subject': 'गोल्डन हार्ट्स पर परिवार के घेरे से जुड़ने का आपका कोड',
    'join.action': 'इस ई-मेल से गोल्डन हार्ट्स पर परिवार के घेरे से जुड़ने',
    helloName: 'नमस्ते {name} जी,',
    hello: 'नमस्ते,',
    codeIs: '{action} का आपका एक बार का कोड यह है:',
    typeIt: 'इसे उसी पेज पर लिखिए जहाँ आपने कोड माँगा था,',
    typeItOnly: 'इसे उसी पेज पर लिखिए जहाँ आपने कोड माँगा था।',
    orOpen: 'या {tap} के लिए यह लिंक खोलिए:',
    valid: 'कोड और लिंक {minutes} मिनट तक चलेंगे, और सिर्फ़ एक बार।',
    ignore1: 'अगर आपने यह कोड नहीं माँगा, तो इस ई-मेल को अनदेखा कर दीजिए:',
    ignore2: 'इसके बिना कोई आपका खाता नहीं खोल सकता।',
    wishes: 'शुभकामनाओं सहित,',
    team: 'गोल्डन हार्ट्स',
  },
  mr: {
    'login.subject': 'गोल्डन हार्ट्समध्ये साइन इन करण्याचा तुमचा कोड',
    'login.action': 'गोल्डन हार्ट्समध्ये साइन इन करण्यासाठी',
    'login.tap': 'लगेच साइन इन करण्यासाठी',
    'register.subject': 'गोल्डन हार्ट्समध्ये नोंदणीचा तुमचा कोड',
    'register.action': 'गोल्डन हार्ट्समध्ये तुमची नोंदणी पूर्ण करण्यासाठी',
    'register.tap': 'लगेच नोंदणी पूर्ण करण्यासाठी',
    'staff.subject': 'गोल्डन हार्ट्स टीमच्या साइन इनचा तुमचा कोड',
    'staff.action': 'गोल्डन हार्ट्सच्या ॲडमिन भागात साइन इन करण्यासाठी',
    'staff.tap': 'लगेच साइन इन करण्यासाठी',
    'erase.subject': 'गोल्डन हार्ट्समधून तुमचं खातं पुसून टाकण्याचा तुमचा कोड',
    'erase.action': 'गोल्डन हार्ट्समधून तुमचं खातं पुसून टाकण्यासाठी',
    'eraseApplication.subject': 'गोल्डन हार्ट्समधून तुमचा अर्ज पुसून टाकण्याचा तुमचा कोड',
    'eraseApplication.action': 'गोल्डन हार्ट्समधून तुमचा अर्ज, सीव्हीसह, पुसून टाकण्यासाठी',
    'join.subject': 'गोल्डन हार्ट्सवर कुटुंबाच्या वर्तुळात सामील होण्याचा तुमचा कोड',
    'join.action': 'या ई-मेलने गोल्डन हार्ट्सवर कुटुंबाच्या वर्तुळात सामील होण्यासाठी',
    helloName: 'नमस्कार {name},',
    hello: 'नमस्कार,',
    codeIs: '{action} तुमचा एकदाच वापरायचा कोड हा आहे:',
    typeIt: 'तुम्ही जिथे कोड मागितला त्याच पानावर तो लिहा,',
    typeItOnly: 'तुम्ही जिथे कोड मागितला त्याच पानावर तो लिहा.',
    orOpen: 'किंवा {tap} ही लिंक उघडा:',
    valid: 'कोड आणि लिंक {minutes} मिनिटे चालतील, आणि फक्त एकदाच.',
    ignore1: 'तुम्ही हा कोड मागितला नसेल, तर या ई-मेलकडे दुर्लक्ष करा:',
    ignore2: 'त्याशिवाय कुणीही तुमचं खातं उघडू शकत नाही.',
    wishes: 'शुभेच्छांसह,',
    team: 'गोल्डन हार्ट्स',
  },
};

/**
 * `link` is the one-tap link (@gh/common/code-link): it only ever carries the code, the role
 * and the address the mail goes to, so it adds nothing anyone else wrote.
 * `name` greets a registered person (sign-in: the address was proven at registration). A
 * registration code goes to an address nobody has proven yet, so it carries nothing the sender
 * wrote, not even the name.
 */
export function codeMail(
  code: string,
  purpose: CodeMailPurpose,
  /** Greets by it on a sign-in code; null for an address nobody has proven (fixed words only). */
  name: string | null,
  /** null for an erasure code (pageOnly): erasing is confirmed on the page, never by a tap in a mail. */
  link: string | null,
  lang: Lang = 'en',
): { subject: string; text: string } {
  const t = translator(lang, CODE_MAIL_MESSAGES[lang]);
  const minutes = Math.round(OTP_TTL_MS / 60_000);
  const text = [
    purpose === 'login' && name !== null ? t('helloName', { name }) : t('hello'),
    '',
    t('codeIs', { action: t(`${purpose}.action`) }),
    '',
    `    ${code}`,
    '',
    ...(link !== null && !pageOnly(purpose) ? [t('typeIt'), t('orOpen', { tap: t(`${purpose}.tap`) }), '', link] : [t('typeItOnly')]),
    '',
    t('valid', { minutes }),
    '',
    t('ignore1'),
    t('ignore2'),
    '',
    t('wishes'),
    t('team'),
  ].join('\n');
  return { subject: t(`${purpose}.subject`), text };
}
