/**
 * The ways in, in Hindi and Marathi: a registered senior signs in at /hi/login with
 * the code of the Hindi e-mail, told in Hindi of a wrong code first and the tries left, and the
 * e-mail's link, once spent, lands on /hi/login saying so in Hindi; an
 * applicant sends /hi/apply and reads its outcome in Hindi; /login, /register and /apply in both
 * languages, live, have no English left in `main` and nothing scrolling sideways at 390 and
 * 1280 px. GH_SHOTS_DIR keeps the screenshots. Their axe scans are in i18n-a11y.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES } from '@gh/common/constants';
import { mailbox, webUrl } from '@gh/testkit/stack';
import { resumePdf } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { englishIn, sidewaysScroll } from '../src/english.ts';
import { keepShot, shootBoth, shotsKept } from '../src/shots.ts';
import { newEmail, registeredSenior } from '../src/identity.ts';
import { DESKTOP, PHONE, browserForFile, waitUntilLive, LIVE } from '../src/visitor.ts';

const browser = browserForFile();

/** What stays in Latin on /apply: the resume's file formats. */
const APPLY_LATIN = ['PDF', 'DOCX', 'DOC'];

describe('signing in and applying in Hindi', { timeout: 120_000 }, () => {
  it('signs a senior in at /hi/login with the code of the Hindi e-mail, a wrong code told in Hindi first', async () => {
    const email = await registeredSenior();
    const { page } = await browser.open({ viewport: PHONE }, '/hi/login');
    await waitUntilLive(page);
    await page.getByRole('textbox', { name: /ई-मेल/ }).fill(email);
    await page.getByRole('radio', { name: 'वरिष्ठ नागरिक' }).check();
    await page.getByRole('button', { name: 'कोड माँगिए' }).click();
    await page.getByRole('alert').filter({ hasText: 'आपके ई-मेल पर एक बार का कोड भेज दिया गया है' }).waitFor(LIVE);

    const mail = await mailbox.waitFor(email, /./, 20_000);
    expect(mail.subject).toBe('गोल्डन हार्ट्स में साइन इन का आपका कोड');
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const codeField = page.getByRole('textbox', { name: 'एक बार का कोड' });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'कोड जाँचिए' }).click();
    const tries = OTP_MAX_WRONG_TRIES - 1;
    await page
      .getByRole('alert')
      .filter({ hasText: `यह कोड सही नहीं है। आप ${tries} बार और कोशिश कर सकते हैं। कृपया ई-मेल देखकर फिर से लिखिए।` })
      .waitFor(LIVE);
    expect(await englishIn(page, [email])).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    await keepShot(page, 'hi-login-wrong-code-390', { fullPage: true });

    await codeField.fill(code);
    await page.getByRole('button', { name: 'कोड जाँचिए' }).click();
    await page.waitForURL(`${webUrl}/hi/dashboard`, LIVE);

    // The e-mail's one-tap link opens the Hindi page; spent now, it says so calmly, in Hindi.
    const link = new URL(/^(https?:\/\/\S+)$/m.exec(mail.text ?? '')?.[1] ?? '');
    expect(link.pathname).toBe('/hi/login');
    const { page: again } = await browser.open({ viewport: PHONE }, `${link.pathname}${link.hash}`);
    await again
      .getByRole('alert')
      .filter({ hasText: 'साइन इन का यह लिंक पहले ही इस्तेमाल हो चुका है या इसका समय निकल गया है। आप नीचे नया कोड माँग सकते हैं।' })
      .waitFor(LIVE);
  });

  it('sends /hi/apply in Hindi: what to fill said in Hindi, and the outcome', async () => {
    const email = newEmail('apply-hi');
    const { page } = await browser.open({ viewport: DESKTOP }, '/hi/apply');
    await waitUntilLive(page);
    const form = page.getByRole('form', { name: 'स्वयंसेवक का आवेदन' });
    await form.getByRole('button', { name: 'आवेदन भेजिए' }).click();
    await form.getByText('पूरा नाम भरना ज़रूरी है').waitFor(LIVE);
    expect(await englishIn(page, APPLY_LATIN)).toEqual([]);

    const fields: [RegExp, string][] = [
      [/^पूरा नाम/, 'मीरा अय्यर'],
      [/^ई-मेल/, email],
      [/^फ़ोन नंबर/, '+91 98220 44444'],
      [/^आपके घर का पिन कोड/, '411030'],
      [/^आप वरिष्ठ नागरिकों के साथ/, 'मेरी दादी अकेली रहती थीं, मैं जानती हूँ कि एक मुलाकात का क्या मतलब होता है।'],
      [/^आपके लिए साथ का/, 'साथ बैठना, सुनना और हँसना।'],
      [/^इस काम में आपको/, 'पुराने ज़माने की कहानियाँ।'],
      [/^अकेलापन महसूस करने वाले/, 'नियमित मुलाकातें और परिवार से बात।'],
      [/^आपके पास कब समय/, 'हफ़्ते के दिनों में सुबह'],
    ];
    for (const [label, value] of fields) await form.getByLabel(label).fill(value);
    await form.locator('input[type=checkbox][value="Marathi"]').check();
    await form.getByRole('checkbox', { name: 'मैंने यह पढ़ लिया है और मैं सहमत हूँ' }).check();
    await form.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: resumePdf() });
    await form.getByRole('button', { name: 'आवेदन भेजिए' }).click();

    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('आपका आवेदन पहुँच गया है। एडमिन इसे देखेंगे और आपको रजिस्टर करने की अनुमति देंगे।').waitFor(LIVE);
    // A thank-you, not a warning.
    expect(await dialog.getByRole('heading').textContent()).toBe('आवेदन के लिए धन्यवाद');
    if (shotsKept) {
      // Once the dialog has faded in.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      await keepShot(page, 'hi-apply-received-1280');
      await page.setViewportSize(PHONE);
      await keepShot(page, 'hi-apply-received-390');
      await page.setViewportSize(DESKTOP);
    }
    await dialog.getByRole('link', { name: 'स्वयंसेवक के रूप में रजिस्टर कीजिए' }).click();
    await page.waitForURL(`${webUrl}/hi/volunteer-registration`, LIVE);
    // Not accepted yet: the page says registration waits for the admin, with no form to fill.
    const waiting = page.getByRole('region', { name: 'आवेदन स्वीकार होने पर रजिस्ट्रेशन खुलेगा' });
    await waiting.waitFor(LIVE);
    await waiting.getByText(/^एडमिन के आवेदन स्वीकार करने के बाद/).waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
    expect(await englishIn(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, waiting, 'hi-volunteer-registration-waits');
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

describe('the ways in, live in Hindi and Marathi', { timeout: 60_000 }, () => {
  const PAGES = ['/hi/login', '/mr/login', '/hi/register', '/mr/register', '/hi/apply', '/mr/apply'];
  const cases = PAGES.flatMap((path) => [PHONE, DESKTOP].map((viewport) => [path, viewport] as const));

  it.each(cases)('%s at %j has no English left in main and nothing scrolls sideways', async (path, viewport) => {
    const { page } = await browser.open({ viewport }, path);
    await waitUntilLive(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(path.slice(1, 3));
    expect(await englishIn(page, path.endsWith('/apply') ? APPLY_LATIN : [])).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    await keepShot(page, `${path.slice(1).replace('/', '-')}-${viewport.width}`, { fullPage: true });
  });
});
