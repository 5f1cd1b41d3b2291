import { describe, expect, it } from 'vitest';
import { searchMap } from '@gh/common/admin-fields';
import type { ApplicationDoc, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { foundPeople } from './adminSearch';

const senior = (email: string, name: string, city: string, phone: string) => ({ email, name, city, phone }) as SeniorDoc;
const volunteer = (email: string, name: string, city: string) => ({ email, name, city, phone: '' }) as VolunteerDoc;
const application = (email: string, fullName: string, district: string) =>
  ({
    email,
    fullName,
    contact: '',
    status: 'Accepted',
    place: { district },
    search: searchMap({ name: fullName, email }),
  }) as unknown as ApplicationDoc;

describe('foundPeople', () => {
  it('tells two of one name apart by where they live, and keeps one row per e-mail', () => {
    const found = foundPeople('Kulkarni', {
      seniors: [senior('b@x.co', 'सुशीला कुलकर्णी', 'पुणे', '+91 98234 11111'), senior('a@x.co', 'सुशीला कुलकर्णी', 'Nashik', '+91 98234 22222')],
      volunteers: [volunteer('v@x.co', 'Ravi Kulkarni', '')],
      applications: [application('v@x.co', 'Ravi Kulkarni', 'Pune')],
    });
    expect(found.map(({ email, where, roles }) => [email, where, roles])).toEqual([
      ['v@x.co', 'Pune', ['volunteer', 'Accepted']],
      ['a@x.co', 'Nashik', ['senior']],
      ['b@x.co', 'पुणे', ['senior']],
    ]);
  });

  it('finds by a mobile number however it is written, and leaves out who does not start so', () => {
    const seniors = [
      senior('a@x.co', 'Shanta Joshi', 'Pune', '+91 98234 56789'),
      senior('b@x.co', 'Meera Joshi', 'Pune', '+91 91234 56789'),
    ];
    expect(foundPeople('098234', { seniors, volunteers: [], applications: [] }).map((person) => person.email)).toEqual(['a@x.co']);
  });
});
