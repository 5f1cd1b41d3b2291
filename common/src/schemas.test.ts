import { NOTICE_VERSION } from './consent.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  APPLICATION_LANGUAGES,
  AVAILABILITY_SLOTS,
  INDIAN_STATES,
  SENIOR_INTERESTS,
  SENIOR_SERVICES,
  VOLUNTEER_SKILLS,
} from './options.ts';
import {
  ADMIN_LIST_PAGE,
  adminKeySchema,
  adminListQuerySchema,
  applicationSchema,
  listCursor,
  changedFieldIssues,
  dateOfBirthProblem,
  indianPhoneKey,
  isIndianPhone,
  isPinCode,
  contactMessageSchema,
  emailSchema,
  firstIssue,
  loginVerifySchema,
  noticeChoicesSchema,
  registrationVerifySchema,
  rejectionSchema,
  seniorRegistrationSchema,
  seniorProfileSchema,
  taskAssignmentSchema,
  userTypeSchema,
  visitCursor,
  visitsQuerySchema,
  volunteerProfileSchema,
  volunteerRegistrationSchema,
  placesJobNext,
  placesJobSchema,
  staffAccessSchema,
} from './schemas.ts';

/** The first issue of a parse that must fail. */
function failure(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return firstIssue(result.error);
}

function success<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got: ${firstIssue(result.error)}`);
  return result.data;
}

function without<T extends object>(value: T, key: string): Partial<T> {
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete copy[key];
  return copy as Partial<T>;
}

const emergencycontact = {
  emergencyContactName: 'Meera Rao',
  emergencyContactPhone: '+91 98765 43210',
  emergencyContactRelation: 'Daughter',
};

const person = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 00000',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  emergencycontact,
  consentVersion: NOTICE_VERSION,
};

const volunteer = {
  ...person,
  dob: '1990-04-01',
  skills: ['Reading', 'Music'],
  availability: ['Morning (9AM-12PM)'],
  experience: 'Two years at a care home',
};

const senior = {
  ...person,
  dob: '1941-02-11',
  specialneeds: 'Uses a walker',
  interests: ['Gardening', 'Music'],
  services: ['Companionship', 'Walking Companion'],
};

const application = {
  consentVersion: NOTICE_VERSION,
  email: 'ravi@example.com',
  fullName: 'Ravi Kumar',
  contact: '+91 90000 11111',
  motivation: 'My grandmother lived alone.',
  companionshipMeaning: 'Being there.',
  excitement: 'Stories.',
  handlingLoneliness: 'Listening first.',
  experience: '',
  availability: 'Weekends',
  languages: ['English', 'Marathi'],
};

const task = {
  vemail: 'ravi@example.com',
  semail: 'asha@example.com',
  city: 'Pune',
  task: 'Reading session',
  date: '2025-03-09',
  startTime: '10:00',
  endTime: '11:30',
};

describe('email', () => {
  it.each(['a@b.co', 'first.last@example.com', 'x+tag@mail.example.org', 'A@B.IN', 'a@b-c.de'])('accepts %s', (email) => {
    expect(success(emailSchema, email)).toBe(email.toLowerCase());
  });

  it.each(['a@b.c', 'no-at', 'a b@c.com', '@example.com', 'a@', 'a@example', 'a@@example.com', 'a@example.c0m', 'a@exa mple.com'])(
    'rejects %j',
    (email) => {
      expect(failure(emailSchema, email)).toBe('Please enter a valid email address');
    },
  );

  it('lower-cases and trims', () => {
    expect(success(emailSchema, '  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it.each([undefined, '', '   '])('%j is missing', (email) => {
    expect(failure(emailSchema, email)).toBe('Email is required');
  });

  it('accepts any local@domain.tld made of allowed characters, lower-cased', () => {
    const atom = fc.stringMatching(/^[A-Za-z0-9_%+-]{1,20}$/);
    const tld = fc.stringMatching(/^[A-Za-z]{2,6}$/);
    const label = fc.stringMatching(/^[A-Za-z0-9]{1,20}$/);
    fc.assert(
      fc.property(atom, atom, label, tld, (local, more, domain, top) => {
        const email = `${local}.${more}@${domain}.${top}`;
        expect(success(emailSchema, email)).toBe(email.toLowerCase());
      }),
    );
  });

  it.each(['a,b@example.org', 'x/y@example.org', 'x/y/z@example.org', '"a"@example.org', 'a@example.org\r\nBcc: b@example.org'])(
    'refuses %j with the form message',
    (email) => {
      expect(failure(emailSchema, email)).toBe('Please enter a valid email address');
    },
  );

  it('refuses an address over 254 characters as too long', () => {
    expect(failure(emailSchema, `${'a'.repeat(60)}@${'b'.repeat(200)}.org`)).toBe('Email is too long');
  });
});

describe('user type', () => {
  it('is senior or volunteer', () => {
    expect(success(userTypeSchema, 'senior')).toBe('senior');
    expect(success(userTypeSchema, 'volunteer')).toBe('volunteer');
    expect(userTypeSchema.safeParse('admin').success).toBe(false);
    expect(userTypeSchema.safeParse('Senior').success).toBe(false);
  });
});

describe('volunteer registration', () => {
  it('accepts a complete form', () => {
    expect(success(volunteerRegistrationSchema, volunteer)).toEqual(volunteer);
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zipcode', 'PIN code is required'],
  ])('without %s says %j', (field, message) => {
    expect(failure(volunteerRegistrationSchema, without(volunteer, field))).toBe(message);
    expect(failure(volunteerRegistrationSchema, { ...volunteer, [field]: '' })).toBe(message);
    expect(failure(volunteerRegistrationSchema, { ...volunteer, [field]: ' \t\n ' })).toBe(message);
  });

  it.each([
    ['emergencyContactName', 'Emergency contact name is required'],
    ['emergencyContactPhone', 'Emergency contact phone is required'],
    ['emergencyContactRelation', 'Emergency contact relationship is required'],
  ])('without emergency contact field %s says %j', (field, message) => {
    const missing = { ...volunteer, emergencycontact: without(emergencycontact, field) };
    const blank = { ...volunteer, emergencycontact: { ...emergencycontact, [field]: '   ' } };
    expect(failure(volunteerRegistrationSchema, missing)).toBe(message);
    expect(failure(volunteerRegistrationSchema, blank)).toBe(message);
  });

  it('without the emergency contact at all names it', () => {
    expect(failure(volunteerRegistrationSchema, without(volunteer, 'emergencycontact'))).toBe('Emergency contact is required');
    expect(failure(seniorRegistrationSchema, without(senior, 'emergencycontact'))).toBe('Emergency contact is required');
    expect(failure(volunteerRegistrationSchema, { ...volunteer, emergencycontact: 'Meera' })).toBe('Emergency contact is required');
  });

  it('trims what it keeps', () => {
    const data = success(volunteerRegistrationSchema, { ...volunteer, name: '  Asha  Rao ', city: ' Pune ' });
    expect(data.name).toBe('Asha  Rao');
    expect(data.city).toBe('Pune');
  });

  it('needs no skills, availability, experience or date of birth', () => {
    const data = success(volunteerRegistrationSchema, {
      ...without(without(without(without(volunteer, 'skills'), 'availability'), 'experience'), 'dob'),
    });
    expect(data.skills).toEqual([]);
    expect(data.availability).toEqual([]);
    expect(data.experience).toBe('');
    expect(data.dob).toBe('');
    expect(success(volunteerRegistrationSchema, { ...volunteer, skills: [], availability: [] }).skills).toEqual([]);
  });

  it('accepts every listed skill and slot', () => {
    const data = success(volunteerRegistrationSchema, {
      ...volunteer,
      skills: [...VOLUNTEER_SKILLS],
      availability: [...AVAILABILITY_SLOTS],
    });
    expect(data.skills).toEqual([...VOLUNTEER_SKILLS]);
    expect(data.availability).toEqual([...AVAILABILITY_SLOTS]);
  });

  it.each([['Knitting'], ['reading'], ['Gardening'], ['']])('rejects the unknown skill %j', (skill) => {
    expect(volunteerRegistrationSchema.safeParse({ ...volunteer, skills: ['Reading', skill] }).success).toBe(false);
  });

  it.each([['Night (8PM-12AM)'], ['Morning'], ['morning (9am-12pm)']])('rejects the unknown slot %j', (slot) => {
    expect(volunteerRegistrationSchema.safeParse({ ...volunteer, availability: [slot] }).success).toBe(false);
  });

  it('rejects a skills value that is not a list', () => {
    expect(volunteerRegistrationSchema.safeParse({ ...volunteer, skills: 'Reading' }).success).toBe(false);
  });

  it('accepts exactly the skills on the list', () => {
    fc.assert(
      fc.property(fc.string(), (skill) => {
        const ok = volunteerRegistrationSchema.safeParse({ ...volunteer, skills: [skill] }).success;
        expect(ok).toBe((VOLUNTEER_SKILLS as readonly string[]).includes(skill));
      }),
    );
  });
});

describe('senior registration', () => {
  it('accepts a complete form; without a contact e-mail, the contact hears nothing', () => {
    expect(success(seniorRegistrationSchema, senior)).toEqual({
      ...senior,
      emergencycontact: { ...emergencycontact, emergencyContactEmail: '' },
      contactOnCheckIn: false,
      languages: [],
    });
  });

  it('takes the languages she speaks from the list, each once', () => {
    expect(success(seniorRegistrationSchema, { ...senior, languages: ['Marathi', 'Hindi'] }).languages).toEqual(['Marathi', 'Hindi']);
    expect(failure(seniorRegistrationSchema, { ...senior, languages: ['Klingon'] })).toBeTruthy();
  });

  it('takes the contact’s e-mail, lower case, and her wish that the contact hears of arrivals', () => {
    const form = {
      ...senior,
      emergencycontact: { ...emergencycontact, emergencyContactEmail: ' Son@Example.com ' },
      contactOnCheckIn: true,
    };
    expect(success(seniorRegistrationSchema, form)).toMatchObject({
      emergencycontact: { emergencyContactEmail: 'son@example.com' },
      contactOnCheckIn: true,
    });
    expect(
      failure(seniorRegistrationSchema, { ...form, emergencycontact: { ...emergencycontact, emergencyContactEmail: 'son at home' } }),
    ).toBe('Please enter a valid email address');
    expect(failure(seniorRegistrationSchema, { ...form, contactOnCheckIn: 'yes' })).toBe('contactOnCheckIn must be true or false');
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone is required'],
    ['dob', 'Date of birth is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zipcode', 'PIN code is required'],
  ])('without %s says %j', (field, message) => {
    expect(failure(seniorRegistrationSchema, without(senior, field))).toBe(message);
    expect(failure(seniorRegistrationSchema, { ...senior, [field]: '  ' })).toBe(message);
  });

  it.each([
    ['emergencyContactName', 'Emergency contact name is required'],
    ['emergencyContactPhone', 'Emergency contact phone is required'],
    ['emergencyContactRelation', 'Emergency contact relationship is required'],
  ])('without emergency contact field %s says %j', (field, message) => {
    expect(failure(seniorRegistrationSchema, { ...senior, emergencycontact: without(emergencycontact, field) })).toBe(message);
  });

  it('needs no interests, services or special needs', () => {
    const data = success(seniorRegistrationSchema, without(without(without(senior, 'interests'), 'services'), 'specialneeds'));
    expect(data.interests).toEqual([]);
    expect(data.services).toEqual([]);
    expect(data.specialneeds).toBe('');
  });

  it('accepts every listed interest and service', () => {
    const data = success(seniorRegistrationSchema, {
      ...senior,
      interests: [...SENIOR_INTERESTS],
      services: [...SENIOR_SERVICES],
    });
    expect(data.interests).toEqual([...SENIOR_INTERESTS]);
    expect(data.services).toEqual([...SENIOR_SERVICES]);
  });

  it('rejects interests and services not on the lists', () => {
    // 'Languages' is a volunteer skill, not a senior interest.
    expect(seniorRegistrationSchema.safeParse({ ...senior, interests: ['Languages'] }).success).toBe(false);
    expect(seniorRegistrationSchema.safeParse({ ...senior, services: ['Cleaning'] }).success).toBe(false);
  });
});

describe('sign-in code verification', () => {
  it.each(['12', '123456', 'ab12CD'])('accepts the code %j', (code) => {
    expect(success(loginVerifySchema, { email: 'asha@example.com', loginotp: code }).loginotp).toBe(code);
  });

  it('accepts at most 6 characters', () => {
    expect(failure(loginVerifySchema, { email: 'asha@example.com', loginotp: '1234567' })).toBe('The code has at most 6 characters');
  });

  it('trims the code before measuring it', () => {
    expect(success(loginVerifySchema, { email: 'asha@example.com', loginotp: ' 123456 ' }).loginotp).toBe('123456');
  });

  it.each([undefined, '', '   '])('a code of %j is missing', (code) => {
    expect(failure(loginVerifySchema, { email: 'asha@example.com', loginotp: code })).toBe('Code is required');
  });

  it('checks the email too', () => {
    expect(failure(loginVerifySchema, { email: 'a@b.c', loginotp: '123456' })).toBe('Please enter a valid email address');
  });

  it('the registration code is `otp` with the same limit', () => {
    expect(success(registrationVerifySchema, { email: 'a@b.co', otp: '654321' }).otp).toBe('654321');
    expect(failure(registrationVerifySchema, { email: 'a@b.co', otp: '6543210' })).toBe('The code has at most 6 characters');
    expect(failure(registrationVerifySchema, { email: 'a@b.co', loginotp: '654321' })).toBe('Code is required');
  });

  it('accepts exactly the codes of 1 to 6 non-blank characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (code) => {
        const ok = loginVerifySchema.safeParse({ email: 'a@b.co', loginotp: code }).success;
        const trimmed = code.trim();
        expect(ok).toBe(trimmed.length >= 1 && trimmed.length <= 6);
      }),
    );
  });
});

describe('volunteer application', () => {
  it('accepts a complete application', () => {
    expect(success(applicationSchema, application)).toEqual({ ...application, zipcode: '' });
  });

  it('takes where the applicant lives as a PIN code, or nothing', () => {
    expect(success(applicationSchema, { ...application, zipcode: '411001' }).zipcode).toBe('411001');
    expect(failure(applicationSchema, { ...application, zipcode: '4110' })).toBe('PIN code must be 6 digits, e.g. 411001');
  });

  it.each([
    ['email', 'Email is required'],
    ['fullName', 'Full name is required'],
    ['contact', 'Contact is required'],
    ['motivation', 'Motivation is required'],
    ['companionshipMeaning', 'What companionship means to you is required'],
    ['excitement', 'What excites you is required'],
    ['handlingLoneliness', 'Handling loneliness is required'],
    ['availability', 'Availability is required'],
  ])('without %s says %j', (field, message) => {
    expect(failure(applicationSchema, without(application, field))).toBe(message);
    expect(failure(applicationSchema, { ...application, [field]: ' \n ' })).toBe(message);
  });

  it('needs no experience or languages', () => {
    const data = success(applicationSchema, without(without(application, 'experience'), 'languages'));
    expect(data.experience).toBe('');
    expect(data.languages).toEqual([]);
  });

  it('takes availability as free text', () => {
    expect(success(applicationSchema, { ...application, availability: 'Any weekday after 5' }).availability).toBe('Any weekday after 5');
  });

  it('accepts every listed language and nothing else', () => {
    expect(success(applicationSchema, { ...application, languages: [...APPLICATION_LANGUAGES] }).languages).toEqual([
      ...APPLICATION_LANGUAGES,
    ]);
    for (const language of ['French', 'english', 'Kannada', '']) {
      expect(applicationSchema.safeParse({ ...application, languages: [language] }).success).toBe(false);
    }
  });
});

describe('task assignment', () => {
  it('accepts a complete assignment', () => {
    expect(success(taskAssignmentSchema, task)).toEqual(task);
  });

  it.each(['2025-3-9', '09-03-2025', '2025/03/09', '20250309', '', '2025-03-09T10:00'])('rejects the date %j', (date) => {
    expect(failure(taskAssignmentSchema, { ...task, date })).toBe('Date must look like YYYY-MM-DD');
  });

  it.each(['00:00', '09:05', '12:00', '23:59'])('accepts the time %s', (time) => {
    expect(success(taskAssignmentSchema, { ...task, startTime: time, endTime: time })).toMatchObject({
      startTime: time,
      endTime: time,
    });
  });

  it.each(['9:00', '24:00', '12:60', '1200', '12:00 PM', '', 'noon'])('rejects the time %j', (time) => {
    expect(failure(taskAssignmentSchema, { ...task, startTime: time })).toBe('Start time must look like HH:MM');
    expect(failure(taskAssignmentSchema, { ...task, endTime: time })).toBe('End time must look like HH:MM');
  });

  it.each([
    ['vemail', 'Email is required'],
    ['semail', 'Email is required'],
    ['city', 'City is required'],
    ['task', 'Task is required'],
    ['date', 'Date is required'],
    ['startTime', 'Start time is required'],
    ['endTime', 'End time is required'],
  ])('without %s says %j', (field, message) => {
    expect(failure(taskAssignmentSchema, without(task, field))).toBe(message);
  });

  it('accepts every HH:MM of the day and nothing past 23:59', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (h, m) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(taskAssignmentSchema.safeParse({ ...task, startTime: time }).success).toBe(h <= 23 && m <= 59);
      }),
    );
  });
});

describe('control characters', () => {
  const profile = {
    name: 'Asha Rao',
    address: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411001',
    ename: 'Meera Rao',
    ephone: '+91 98765 43210',
    erelation: 'Daughter',
    hobbies: 'Chess',
    certification: 'First aid',
  };
  const oneLineFields: [z.ZodType, Record<string, unknown>, string, string][] = [
    [volunteerRegistrationSchema, volunteer, 'name', 'Name'],
    [volunteerRegistrationSchema, volunteer, 'city', 'City'],
    [volunteerRegistrationSchema, volunteer, 'dob', 'Date of birth'],
    [seniorRegistrationSchema, senior, 'address', 'Address'],
    [seniorRegistrationSchema, senior, 'phone', 'Phone'],
    [
      seniorRegistrationSchema,
      { ...senior, emergencycontact: { ...emergencycontact, emergencyContactName: 'x' } },
      'emergencycontact',
      'Emergency contact name',
    ],
    [applicationSchema, application, 'fullName', 'Full name'],
    [applicationSchema, application, 'availability', 'Availability'],
    [taskAssignmentSchema, task, 'task', 'Task'],
    [taskAssignmentSchema, task, 'city', 'City'],
    [contactMessageSchema, { name: 'Asha', email: 'asha@example.com', message: 'Hi' }, 'name', 'Name'],
    [volunteerProfileSchema, profile, 'name', 'Name'],
    [volunteerProfileSchema, profile, 'hobbies', 'Hobbies'],
    [seniorProfileSchema, profile, 'ename', 'Emergency contact name'],
  ];
  const breaks = ['\r\n', '\n', '\r', '\t', '\u0000', '\u001b', '\u0085', '\u2028', '\u2029', '\u007f'];

  it.each(oneLineFields)(
    '%#: a one-line field refuses line breaks and control characters with a clear message',
    (schema, valid, field, label) => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const bad of breaks) {
        const value = `Read${bad}URL:x`;
        const input =
          field === 'emergencycontact'
            ? { ...valid, emergencycontact: { ...emergencycontact, emergencyContactName: value } }
            : { ...valid, [field]: value };
        expect(failure(schema, input)).toBe(`${label} must be one line, without line breaks or control characters`);
      }
    },
  );

  it('free text keeps its lines and tabs but refuses other control characters', () => {
    const essay = 'First line\nSecond line\r\n\tindented';
    expect(success(applicationSchema, { ...application, motivation: essay }).motivation).toBe(essay);
    expect(success(contactMessageSchema, { name: 'A', email: 'a@example.com', message: essay }).message).toBe(essay);
    for (const bad of ['\u0000', '\u001b[31m', '\u0007', '\u007f']) {
      expect(failure(applicationSchema, { ...application, motivation: `a${bad}b` })).toBe('Motivation may not contain control characters');
      expect(failure(seniorRegistrationSchema, { ...senior, specialneeds: `a${bad}b` })).toBe(
        'Special needs may not contain control characters',
      );
    }
  });

  it('a one-line field accepts any text without control characters or line separators', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }), (name) => {
        // The schema trims first, and JavaScript's trim takes line separators (U+2028, U+2029)
        // at either end too: what is judged, and stored, is the trimmed text.
        const trimmed = name.trim();
        const clean = trimmed !== '' && !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(trimmed);
        const parsed = taskAssignmentSchema.safeParse({ ...task, task: name });
        expect(parsed.success).toBe(clean);
        if (parsed.success) expect(parsed.data.task).toBe(trimmed);
      }),
    );
  });
});

describe('admin key', () => {
  it('is required', () => {
    expect(success(adminKeySchema, { adminkey: 'k3y' })).toEqual({ adminkey: 'k3y' });
    expect(failure(adminKeySchema, {})).toBe('Admin key is required');
    expect(failure(adminKeySchema, { adminkey: '   ' })).toBe('Admin key is required');
  });
});

describe('a page of the admin lists', () => {
  it('reads back the next it answered, an e-mail holding ~ too', () => {
    for (const email of ['a@example.com', 'a~b@example.com']) {
      expect(success(adminListQuerySchema, { after: listCursor({ at: 1_764_000_000_000, email }) })).toEqual({
        limit: ADMIN_LIST_PAGE.default,
        after: { at: 1_764_000_000_000, email },
      });
    }
    expect(success(adminListQuerySchema, { limit: '7' })).toEqual({ limit: 7 });
  });

  it('refuses a cursor that is not one, and a limit out of range', () => {
    for (const after of ['', '12', '~a@example.com', '-1~a@example.com', '12~nobody', `1~${'a'.repeat(400)}@example.com`]) {
      expect(failure(adminListQuerySchema, { after })).toBe('Not a page of this list');
    }
    expect(failure(adminListQuerySchema, { after: ['1~a@example.com'] })).not.toBe('');
    for (const limit of ['0', String(ADMIN_LIST_PAGE.max + 1), '2.5', 'x']) expect(failure(adminListQuerySchema, { limit })).not.toBe('');
  });
});

describe('a page of GET /visits', () => {
  const id = 'demoVisitAditiKamala';

  it('reads a time, and reads back the nextBefore it answered', () => {
    expect(success(visitsQuerySchema, {})).toEqual({ limit: 20 });
    expect(success(visitsQuerySchema, { before: '1764000000000' })).toEqual({ limit: 20, before: { endAt: 1_764_000_000_000 } });
    expect(success(visitsQuerySchema, { limit: '1', before: visitCursor({ endAt: 1_764_000_000_000, id }) })).toEqual({
      limit: 1,
      before: { endAt: 1_764_000_000_000, id },
    });
  });

  it('refuses a page that is not one', () => {
    for (const before of ['', '-1', '1.5', 'x', '1~', `1~${id}x`, `1~${id.slice(1)}`, `1~${id.slice(1)}-`, '9'.repeat(16), `~${id}`]) {
      expect(failure(visitsQuerySchema, { before })).toBe('Not a page of these visits');
    }
    expect(failure(visitsQuerySchema, { before: ['1', '2'] })).not.toBe('');
  });
});

describe('firstIssue', () => {
  it('gives the message of the first problem', () => {
    const result = taskAssignmentSchema.safeParse({ ...task, city: '', task: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toBe('City is required');
  });
});

describe('fields that fit India', () => {
  it('accepts an Indian phone with or without +91 or 0, spaces and dashes, and refuses other numbers', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '098765-43210', '+91 20 2612 3456', '+919876543210']) {
      expect(isIndianPhone(phone), phone).toBe(true);
    }
    for (const phone of ['12345', '98765 4321', '+44 20 7946 0958', '0098765432101', '+91 0876543210', 'phone']) {
      expect(isIndianPhone(phone), phone).toBe(false);
    }
    expect(failure(seniorRegistrationSchema, { ...senior, phone: '12345' })).toBe(
      'Phone must be an Indian number: 10 digits, after +91 or 0 if you like',
    );
  });

  it('wants a 6-digit PIN code that does not start with 0', () => {
    expect(['411001', '110011'].every(isPinCode)).toBe(true);
    expect(['41100', '4110011', '011001', '411 001', 'ABCDEF'].some(isPinCode)).toBe(false);
    expect(failure(volunteerRegistrationSchema, { ...volunteer, zipcode: '90210' })).toBe('PIN code must be 6 digits, e.g. 411001');
  });

  it('takes the State only from the list of 28 states and 8 union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(success(seniorRegistrationSchema, { ...senior, state: 'Ladakh' }).state).toBe('Ladakh');
    expect(failure(seniorRegistrationSchema, { ...senior, state: 'California' })).toBe(
      'State: please choose your state or union territory from the list',
    );
  });

  it('keeps the date of birth as YYYY-MM-DD and refuses impossible or future dates', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(dateOfBirthProblem('1950-03-15', now)).toBeNull();
    expect(dateOfBirthProblem('2024-02-29', now)).toBeNull();
    expect(dateOfBirthProblem('1950-02-31', now)).toBe('That date does not exist: please check the day and the month');
    expect(dateOfBirthProblem('1950-13-01', now)).toBe('That date does not exist: please check the day and the month');
    expect(dateOfBirthProblem('15031950', now)).toBe('Date of birth needs a day, a month and a four-digit year');
    expect(dateOfBirthProblem('50-03-15', now)).toBe('Date of birth needs a day, a month and a four-digit year');
    expect(dateOfBirthProblem('2026-11-24', now)).toBe('Date of birth cannot be in the future');
    expect(dateOfBirthProblem('1850-01-01', now)).toBe('Please check the year of birth (1900 or later)');
    expect(success(seniorRegistrationSchema, senior).dob).toBe('1941-02-11');
    expect(failure(seniorRegistrationSchema, { ...senior, dob: '03/15/1950' })).toBe(
      'Date of birth needs a day, a month and a four-digit year',
    );
    // A volunteer may leave it out, but not give an impossible one.
    expect(success(volunteerRegistrationSchema, { ...volunteer, dob: '' }).dob).toBe('');
    expect(failure(volunteerRegistrationSchema, { ...volunteer, dob: '1990-02-30' })).toBe(
      'That date does not exist: please check the day and the month',
    );
  });

  it("checks a profile's phone, date of birth, State and PIN code only when the person changed them", () => {
    const old = { phone: '1', dob: '12/03/1944', state: 'MH', zipcode: '90210' };
    expect(changedFieldIssues(old, old)).toEqual([]);
    expect(changedFieldIssues({ ...old, zipcode: '41100' }, old)).toEqual([
      { field: 'zipcode', message: 'PIN code must be 6 digits, e.g. 411001' },
    ]);
    expect(changedFieldIssues({ ...old, state: 'Goa', dob: '1944-02-30' }, old)).toEqual([
      { field: 'dob', message: 'That date does not exist: please check the day and the month' },
    ]);
    expect(changedFieldIssues({ phone: undefined, dob: undefined }, old)).toEqual([]);
    expect(changedFieldIssues({ phone: '98765 43210' }, {})).toEqual([]);
    expect(changedFieldIssues({ phone: '' }, { phone: '98765 43210' })).toEqual([{ field: 'phone', message: 'Phone is required' }]);
  });

  it("keeps a profile's stored lists when the spec's form does not send the new ones", () => {
    const base = { name: 'Ravi', address: 'a', city: 'Pune', state: 'MH', zipcode: '1', ename: 'e', ephone: '1', erelation: 'r' };
    const volunteerSave = success(volunteerProfileSchema, base);
    expect(volunteerSave.availability).toBeUndefined();
    expect(volunteerSave.languages).toBeUndefined();
    expect(success(volunteerProfileSchema, { ...base, languages: ['Hindi', 'Hindi'] }).languages).toEqual(['Hindi']);
    for (const schema of [volunteerProfileSchema, seniorProfileSchema]) {
      expect(failure(schema, { ...base, languages: [] })).toBe('Languages: please choose at least one language you speak');
      expect(success(schema, { ...base, languages: ['Marathi'] }).languages).toEqual(['Marathi']);
    }
    expect(failure(volunteerProfileSchema, { ...base, availability: ['Night'] })).toMatch(/^Availability: please choose from /);
    const seniorSave = success(seniorProfileSchema, base);
    expect([seniorSave.services, seniorSave.phone, seniorSave.dob]).toEqual([undefined, undefined, undefined]);
    expect(success(seniorProfileSchema, { ...base, services: [] }).services).toEqual([]);
  });
});

describe('rejection', () => {
  const email = 'meera@example.com';
  it("takes the spec's body alone, with an empty reason", () => {
    expect(success(rejectionSchema, { type: 'volunteer', email })).toEqual({ type: 'volunteer', email, reason: '' });
  });

  it('keeps a trimmed one-paragraph reason of up to 500 characters, Devanagari too', () => {
    expect(success(rejectionSchema, { type: 'volunteer', email, reason: '  सप्ताह में सुबह  ' }).reason).toBe('सप्ताह में सुबह');
    expect(success(rejectionSchema, { type: 'volunteer', email, reason: 'x'.repeat(500) }).reason).toHaveLength(500);
  });

  it('refuses line breaks, control characters, a reason too long and one that is not text', () => {
    for (const reason of ['a\nb', 'a\r\nb', 'a\tb', 'a\u0000', 'a\u2028b']) {
      expect(failure(rejectionSchema, { type: 'volunteer', email, reason })).toBe(
        'Reason must be one line, without line breaks or control characters',
      );
    }
    expect(failure(rejectionSchema, { type: 'volunteer', email, reason: 'x'.repeat(501) })).toBe('Reason is too long');
    expect(failure(rejectionSchema, { type: 'volunteer', email, reason: 5 })).toBe('Reason must be text');
  });
});

describe('indianPhoneKey', () => {
  it('writes one number the same however it is typed', () => {
    for (const typed of ['9822012345', '98220 12345', '+91 98220 12345', '+91-98220-12345', '09822012345', ' 98220-12345 ']) {
      expect(indianPhoneKey(typed), typed).toBe('+919822012345');
    }
  });

  it('is null for what is not an Indian number', () => {
    for (const typed of ['', '12345', '+1 415 555 0100', '0012345678', '+9198220123456', 'abc'])
      expect(indianPhoneKey(typed), typed).toBeNull();
  });
});

describe('notice choices', () => {
  it('takes the mails turned off, each once, and a senior’s wish for her contact', () => {
    expect(success(noticeChoicesSchema, { off: ['visits', 'visits', 'reminders'] })).toEqual({ off: ['visits', 'reminders'] });
    expect(success(noticeChoicesSchema, { off: [], contactOnCheckIn: true })).toEqual({ off: [], contactOnCheckIn: true });
  });

  it('refuses a choice that does not exist, a missing list, and any other field', () => {
    expect(failure(noticeChoicesSchema, { off: ['codes'] })).toMatch(/^off: please choose from requests, /);
    expect(noticeChoicesSchema.safeParse({}).success).toBe(false);
    expect(noticeChoicesSchema.safeParse({ off: [], email: 'someone@example.com' }).success).toBe(false);
    expect(noticeChoicesSchema.safeParse({ off: Array(11).fill('visits') }).success).toBe(false);
  });
});

describe('placesJobSchema', () => {
  it('reads back every `next` a run answers, and starts at the beginning without one', () => {
    for (const from of [
      { collection: 'volunteers', after: null },
      { collection: 'seniors', after: 'kamala.rao@example.com' },
      { collection: 'applications', after: 'x@example.co' },
      { collection: 'visits', after: 'AbCdEfGhIjKlMnOpQrSt' },
      { collection: 'concerns', after: 'lapsed:v@example.com>s@example.com>1764000000000' },
      { collection: 'concerns', after: null },
      { collection: 'visitFeedback', after: 'AbCdEfGhIjKlMnOpQrSt' },
    ] as const) {
      expect(placesJobSchema.parse({ from: placesJobNext(from) }).from).toEqual(from);
    }
    expect(placesJobSchema.parse({}).from).toBeUndefined();
  });

  it('refuses what no run answers', () => {
    for (const from of [
      'people/a@example.com',
      'seniors/not an address',
      'seniors',
      '',
      42,
      null,
      `seniors/${'a'.repeat(300)}@example.com`,
      'visits/a@example.com',
      'concerns/AbCdEfGhIjKlMnOpQrSt',
      `concerns/help:${'a'.repeat(420)}`,
      'visitFeedback/a@example.com',
    ]) {
      expect(failure(placesJobSchema, { from }), String(from)).toBe('Not where a run of this job stopped');
    }
  });
});

describe('staff access', () => {
  it('takes an owner without cities, and a coordinator or viewer with their cities', () => {
    expect(staffAccessSchema.parse({ email: 'Uma@Example.com', role: 'owner' })).toEqual({
      email: 'uma@example.com',
      role: 'owner',
      cities: [],
    });
    expect(staffAccessSchema.parse({ email: 'k@example.com', role: 'coordinator', cities: ['maharashtra/pune'] }).cities).toEqual([
      'maharashtra/pune',
    ]);
  });

  it.each([
    ['a coordinator without cities', { role: 'coordinator', cities: [] }, 'Please choose at least one city'],
    ['a viewer without cities', { role: 'viewer' }, 'Please choose at least one city'],
    ['an unknown role', { role: 'admin' }, 'Role must be owner, coordinator or viewer'],
    ['a city that is no district key', { role: 'viewer', cities: ['Pune'] }, 'A city must be a district key'],
    ['a path in a city', { role: 'viewer', cities: ['maharashtra/pune/../x'] }, 'A city must be a district key'],
    ['too many cities', { role: 'viewer', cities: Array.from({ length: 11 }, (_, i) => `s/d${i}`) }, 'At most 10 cities'],
    ['cities that are no list', { role: 'viewer', cities: 'maharashtra/pune' }, 'Cities must be a list'],
  ])('refuses %s', (_case, body, message) => {
    const result = staffAccessSchema.safeParse({ email: 'k@example.com', ...body });
    expect(result.success).toBe(false);
    expect(result.error && firstIssue(result.error)).toBe(message);
  });
});
