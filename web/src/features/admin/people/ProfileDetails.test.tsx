/**
 * /admin/profile's sections in Hindi and Marathi: every label, status, date and
 * stored option value in the page's language; what people wrote stays as they wrote it. And
 * the English labels are the export's (common/src/field-labels.ts), one wording for a field.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminPersonView } from '@gh/common/documents';
import { APPLICATION_LABELS, EMERGENCY_LABELS, LINK_LABELS, PERSON_LABELS } from '@gh/common/field-labels';
import type { Lang } from '@gh/common/i18n';
import { EN } from '../../../testing/english';
import { renderIn } from '../../../testing/inLanguage';
import { ApplicationSections, SeniorSections, VolunteerSections } from './ProfileDetails';

afterEach(cleanup);

const AT = Date.UTC(2026, 2, 14, 10, 15); // 14 March 2026, 3:45 PM in India
const person = {
  phone: '+91 98220 11111',
  dob: '1996-04-12',
  address: '12 Lane 5, Koregaon Park',
  city: 'Pune',
  languages: ['English', 'Marathi'],
  state: 'Maharashtra',
  zipcode: '411001',
  createdAt: AT,
  search: {},
  emergencycontact: { emergencyContactName: 'Anil Rao', emergencyContactPhone: '+91 98220 33333', emergencyContactRelation: 'Son' },
};
const volunteer: NonNullable<AdminPersonView['volunteer']> = {
  ...person,
  name: 'Aditi Sharma',
  email: 'aditi@example.com',
  skills: ['Reading', 'Music'],
  availability: ['Morning (9AM-12PM)'],
  experience: 'Two years at a care home.',
  hobbies: 'Sitar',
  certification: '',
  cv: { filename: 'cv.pdf', link: '/api/files/cv?x' },
  photo: null,
  identityCheck: null,
  linkStatus: 'Assigned',
  linkAt: AT,
  senior: {
    email: 'kamala@example.com',
    name: 'Kamala Rao',
    status: 'Assigned',
    reqTime: AT,
    answer: 'yes',
    task: 'Read the newspaper together',
    date: '2026-03-20',
    startTime: '10:00',
    endTime: '11:30',
    city: 'Pune',
    assTime: AT,
  },
};
const senior: NonNullable<AdminPersonView['senior']> = {
  ...person,
  name: 'Kamala Rao',
  email: 'kamala@example.com',
  interests: ['Gardening', 'Knitting'],
  services: ['Companionship'],
  specialneeds: 'Uses a walking stick.',
  trialEndsAt: AT,
  volunteer: null,
};
const application: NonNullable<AdminPersonView['application']> = {
  data: {
    email: 'aditi@example.com',
    fullName: 'Aditi Sharma',
    contact: '+91 98220 11111',
    motivation: 'My grandmother.',
    companionshipMeaning: 'Being there.',
    excitement: 'Stories.',
    handlingLoneliness: 'Regular visits.',
    experience: '',
    availability: 'Mornings',
    languages: ['Hindi'],
    status: 'Accepted',
    submittedAt: AT,
    decidedAt: AT,
    search: {},
  },
  resume: null,
};

/** A section's description list, label -> value. */
function section(name: string): Record<string, string> {
  const region = screen.getByRole('region', { name });
  const terms = Array.from(region.querySelectorAll('dt'), (term) => term.textContent ?? '');
  const values = Array.from(region.querySelectorAll('dd'), (value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
}

const renderSections = (lang: Lang, ui: React.ReactElement) => renderIn(lang, <MemoryRouter>{ui}</MemoryRouter>);

describe("/admin/profile's sections", () => {
  it("read in Hindi, people's own words as written", () => {
    renderSections('hi', <VolunteerSections volunteer={volunteer} />);
    expect(section('स्वयंसेवक के रूप में रजिस्टर')).toEqual({
      नाम: 'Aditi Sharma',
      'ई-मेल': 'aditi@example.com',
      फ़ोन: '+91 98220 11111',
      'जन्म तारीख': '12 अप्रैल 1996',
      पता: '12 Lane 5, Koregaon Park',
      शहर: 'Pune',
      राज्य: 'महाराष्ट्र',
      'पिन कोड': '411001',
      'रजिस्टर हुए': '14 मार्च 2026, दोपहर 3:45',
      हुनर: 'पढ़ना, संगीत',
      'खाली समय': 'सुबह (9 से 12 बजे तक)',
      भाषाएँ: 'अंग्रेज़ी, मराठी',
      अनुभव: 'Two years at a care home.',
      शौक़: 'Sitar',
      प्रमाणपत्र: 'नहीं बताया',
      सीवी: 'cv.pdfसीवी देखिए',
    });
    expect(section('वरिष्ठ नागरिक से जुड़ाव')).toMatchObject({
      'जुड़ाव की स्थिति': 'मुलाकात तय',
      'वरिष्ठ नागरिक का जवाब': 'हाँ, मुलाकात के लिए ख़ुशी से तैयार',
      'मुलाकात की तारीख': 'शुक्रवार, 20 मार्च 2026',
      'मुलाकात का समय': 'सुबह 10:00 - सुबह 11:30',
    });
    expect(screen.getByRole('link', { name: 'सीवी देखिए (नए टैब में खुलेगा)' })).toBeTruthy();
  });

  it("read in Marathi: an application's status and dates, a senior's interests (one not in the list, as stored)", () => {
    renderSections(
      'mr',
      <>
        <ApplicationSections application={application} />
        <SeniorSections senior={senior} />
      </>,
    );
    expect(section('अर्ज')).toMatchObject({
      स्थिती: 'स्वीकारला',
      पाठवला: '14 मार्च, 2026, दुपारी 3:45',
      भाषा: 'हिंदी',
      'मोकळा वेळ': 'Mornings',
      'आधीचा अनुभव': 'सांगितलेलं नाही',
      बायोडेटा: 'बायोडेटा जोडलेला नव्हता.',
    });
    expect(section('ज्येष्ठ नागरिक म्हणून नोंदणी')).toMatchObject({ आवडी: 'बागकाम, Knitting', सेवा: 'सोबत आणि गप्पा' });
    expect(screen.getByRole('region', { name: 'स्वयंसेवकाशी जोडणी' }).textContent).toContain('अजून कोणाशीही जोडणी झालेली नाही.');
  });

  it('label each field in English as the CSV export does', () => {
    const sets = { application: APPLICATION_LABELS, person: PERSON_LABELS, emergency: EMERGENCY_LABELS, link: LINK_LABELS };
    const shown = Object.entries(EN).filter(([key]) => /^adminProfile\.(application|person|emergency|link)\.[a-zA-Z]+$/.test(key));
    expect(shown.length).toBeGreaterThan(40);
    for (const [key, label] of shown) {
      const [, set, field] = key.split('.') as [string, keyof typeof sets, string];
      expect({ key, label }).toEqual({ key, label: (sets[set] as Record<string, string>)[field] });
    }
  });
});
