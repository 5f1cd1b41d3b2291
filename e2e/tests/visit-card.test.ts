/**
 * Knowing who is coming, in Marathi at 390 px against the stack: the volunteer adds a photo
 * and two lines on /profile, the admin's Assign form says he is not checked yet, the admin
 * records an identity check on his page (an ID number in the note is refused there), and the
 * senior's visit card shows his photo, first name, languages, his two lines and "Checked by
 * Golden Hearts". Screenshots at 390 and 1280 px go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@gh/common/constants';
import { translator } from '@gh/common/translate';
import { adminCall } from '@gh/testkit/applicant';
import { fixture } from '@gh/testkit/fixtures';
import { bearer, signIn } from '@gh/testkit/identity';
import { api, webUrl } from '@gh/testkit/stack';
import { dateInIndia, timeInIndia } from '@gh/testkit/visits';
import { messages as MR_ADMIN } from '@gh/web/messages/mr/admin';
import { messages as MR_ADMIN_PROFILE } from '@gh/web/messages/mr/adminProfile';
import { messages as MR_ADMIN_VISITS } from '@gh/web/messages/mr/adminVisits';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { entry, showPanel, signInAtAdmin } from '../src/admin.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, imageLoaded, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', { ...MR_ADMIN, ...MR_ADMIN_PROFILE, ...MR_ADMIN_VISITS, ...MR_API, ...MR_DASHBOARD, ...MR_PROFILE });

const VOLUNTEER = 'अदिती कुलकर्णी';
const FIRST = 'अदिती';
const INTRO = 'मला जुनी मराठी गाणी आवडतात.\nफोन आणि पत्रं यात मदत करू शकते.';

describe('knowing who is coming, in Marathi at 390 px', { timeout: 300_000 }, () => {
  it('the volunteer adds a photo and two lines, the admin checks him, the senior sees his card', async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'सावित्री जोशी');
    const volunteer = await registerVolunteer(city, VOLUNTEER);
    const { idToken } = await signIn('volunteer', volunteer.email);
    const connected = await api(
      'POST',
      '/volunteer/volunteer/connect',
      { volunteerEmail: volunteer.email, seniorEmail: senior.email },
      bearer(idToken),
    );
    expect(connected.status, connected.text).toBe(200);

    // The volunteer: a photo, sent at once, then two lines saved with the profile.
    const own = await dashboardOf(chromium(), volunteer, 'Volunteer', PHONE);
    await own.goto(`${webUrl}/mr/profile`);
    const photoSection = own.getByRole('region', { name: mr('profile.photoTitle') });
    await photoSection.waitFor(LIVE);
    await photoSection
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: fixture('camera-photo.jpg') });
    await expect.poll(() => photoSection.getByRole('alert').textContent(), LIVE).toContain(mr('api.photoSaved'));
    const ownPhoto = photoSection.getByRole('img', { name: mr('profile.photoAlt') });
    await expect.poll(() => imageLoaded(ownPhoto), LIVE).toBe(true);
    await own.getByRole('textbox', { name: mr('profile.intro') }).fill(INTRO);
    await own.getByRole('button', { name: mr('profile.save'), exact: true }).click();
    await expect.poll(() => own.getByRole('alert').last().textContent(), LIVE).toContain(mr('api.profileSaved'));
    expect(await scrollsSideways(own)).toBe(false);
    await shootBoth(own, photoSection, 'profile-photo-mr');

    // The admin: the Assign form says he is not checked yet (he has a photo now).
    const admin = await (await newVisitor(chromium(), PHONE)).newPage();
    await signInAtAdmin(admin, 'mr');
    await showPanel(admin, mr('adminVisits.requestedTitle'));
    const request = entry(admin, mr('adminVisits.requestedTitle'), volunteer.email);
    await request.waitFor(LIVE);
    await request.getByRole('button', { name: mr('adminVisits.assignLabel', { name: VOLUNTEER }) }).click();
    const note = request.getByTestId('assign-trust-note');
    expect(await note.textContent()).toContain(mr('adminVisits.notCheckedYet', { name: VOLUNTEER }));
    expect(await note.textContent()).not.toContain(mr('adminVisits.noPhotoYet', { name: VOLUNTEER }));

    // His page: the photo, and the check recorded; a note with an ID number is refused first.
    await admin.goto(`${webUrl}/mr/admin/profile?email=${encodeURIComponent(volunteer.email)}`);
    const check = admin.getByRole('region', { name: mr('adminProfile.check.title') });
    await check.waitFor(LIVE);
    await expect
      .poll(() => imageLoaded(check.getByRole('img', { name: mr('adminProfile.check.photoOf', { name: VOLUNTEER }) })), LIVE)
      .toBe(true);
    const form = check.getByRole('form', { name: mr('adminProfile.check.form') });
    await form.getByRole('radio', { name: mr('adminProfile.check.documentName', { document: 'aadhaar' }) }).check();
    const noteField = form.getByRole('textbox', { name: mr('adminProfile.check.note') });
    await noteField.fill('1234 5678 9012');
    expect(await form.textContent()).toContain(mr('adminProfile.check.noNumber'));
    const record = form.getByRole('button', { name: mr('adminProfile.check.record') });
    expect(await record.isDisabled()).toBe(true);
    await noteField.fill('कोथरूड केंद्रात भेटलो');
    await record.click();
    await expect.poll(() => form.getByRole('alert').textContent(), LIVE).toContain(mr('api.identityChecked'));
    await expect.poll(() => check.textContent(), LIVE).toContain(mr('adminProfile.check.documentName', { document: 'aadhaar' }));
    expect(await scrollsSideways(admin)).toBe(false);
    await shootBoth(admin, form, 'admin-check-mr');

    // A visit the day after tomorrow, then the senior's card.
    const start = Date.now() + 2 * DAY_MS;
    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: volunteer.email,
      semail: senior.email,
      city,
      task: 'गाण्यांची मैफल',
      date: dateInIndia(start),
      startTime: timeInIndia(start),
      endTime: timeInIndia(start + 60 * 60_000),
    });
    expect(assigned.status, assigned.text).toBe(200);
    const her = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await her.goto(`${webUrl}/mr/dashboard`);
    const card = her.getByTestId('volunteer-card');
    await card.waitFor(LIVE);
    await expect.poll(() => imageLoaded(card.getByRole('img', { name: mr('dashboard.photoOf', { first: FIRST }) })), LIVE).toBe(true);
    const text = await card.textContent();
    expect(text).toContain(FIRST);
    expect(text).not.toContain(VOLUNTEER);
    expect(text).toContain(mr('dashboard.checkedByUs'));
    expect(await card.getByTestId('volunteer-intro').textContent()).toBe(mr('dashboard.introQuoted', { intro: INTRO }));
    // Only that: what was seen stays the admin's.
    expect(text).not.toContain(mr('adminProfile.check.documentName', { document: 'aadhaar' }));
    expect(await scrollsSideways(her)).toBe(false);
    await shootBoth(her, card, 'senior-card-mr');
  });
});
