import { describe, expect, it } from 'vitest';
import { detailsOf } from './readable';

const CONTACT = { emergencyContactName: 'Asha', emergencyContactPhone: '9822012345', emergencyContactRelation: 'Daughter' };

describe('detailsOf', () => {
  it('lists a senior’s fields in order, her contact’s, then the account’s, and leaves out what is empty', () => {
    const details = detailsOf(
      {
        name: 'Kamala',
        email: 'k@example.com',
        phone: '9822011111',
        dob: '1950-03-14',
        address: '',
        city: 'Pune',
        state: 'Maharashtra',
        languages: ['Marathi'],
        interests: [],
        services: ['Companionship'],
        specialneeds: '  ',
        trialEndsAt: 2_000,
        emergencycontact: CONTACT,
        createdAt: 1_000,
        lang: 'mr',
        mailOff: ['reminders', 'notAChoice'],
        // A volunteer's field on a senior is not hers to be shown.
        skills: ['Music'],
      },
      'senior',
    );
    expect(details).toEqual([
      { field: 'name', detail: { kind: 'text', text: 'Kamala' } },
      { field: 'email', detail: { kind: 'text', text: 'k@example.com' } },
      { field: 'phone', detail: { kind: 'text', text: '9822011111' } },
      { field: 'dob', detail: { kind: 'day', date: '1950-03-14' } },
      { field: 'city', detail: { kind: 'text', text: 'Pune' } },
      { field: 'state', detail: { kind: 'choices', values: ['Maharashtra'] } },
      { field: 'languages', detail: { kind: 'choices', values: ['Marathi'] } },
      { field: 'services', detail: { kind: 'choices', values: ['Companionship'] } },
      { field: 'trialEndsAt', detail: { kind: 'moment', ms: 2_000 } },
      { field: 'emergencyContactName', detail: { kind: 'text', text: 'Asha' } },
      { field: 'emergencyContactPhone', detail: { kind: 'text', text: '9822012345' } },
      { field: 'emergencyContactRelation', detail: { kind: 'text', text: 'Daughter' } },
      { field: 'createdAt', detail: { kind: 'moment', ms: 1_000 } },
      { field: 'lang', detail: { kind: 'choices', values: ['Marathi'] } },
      { field: 'mailOff', detail: { kind: 'mail', choices: ['reminders'] } },
    ]);
  });

  it('shows a volunteer’s files as kept, never their names, and skips a language it does not know', () => {
    const details = detailsOf(
      {
        name: 'Ravi',
        skills: ['Music'],
        availability: ['Morning (9AM-12PM)'],
        cv: { path: 'cvs/r@example.com/cv.pdf', name: 'cv.pdf' },
        photo: null,
        emergencycontact: CONTACT,
        lang: 'fr',
        // A senior's field on a volunteer is not his to be shown.
        trialEndsAt: 5,
      },
      'volunteer',
    );
    expect(details.map(({ field }) => field)).toEqual([
      'name',
      'skills',
      'availability',
      'cv',
      'emergencyContactName',
      'emergencyContactPhone',
      'emergencyContactRelation',
    ]);
    expect(details.find(({ field }) => field === 'cv')?.detail).toEqual({ kind: 'file' });
  });

  it('reads a document without an emergency contact or lists without failing', () => {
    expect(detailsOf({ name: 'Only a name', languages: 'not a list' }, 'senior')).toEqual([
      { field: 'name', detail: { kind: 'text', text: 'Only a name' } },
    ]);
  });
});
