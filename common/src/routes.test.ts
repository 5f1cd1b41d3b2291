import { describe, expect, it } from 'vitest';
import { API, API_PREFIX, apiPath, type ApiName } from './api-routes.ts';
import { PAGES } from './routes.ts';

const entries = Object.entries(API) as [ApiName, (typeof API)[ApiName]][];

describe('apiPath', () => {
  it('fills and URL-encodes an e-mail parameter', () => {
    expect(apiPath('getVolunteer', { email: 'ravi.k+gh@example.com' })).toBe('/volunteer/ravi.k%2Bgh%40example.com');
    expect(apiPath('getSenior', { email: 'asha@example.com' })).toBe('/senior/asha%40example.com');
    expect(apiPath('saveSenior', { email: 'a+b@c.co' })).toBe('/senior/senior/a%2Bb%40c.co');
  });

  it('encodes slashes, spaces and other reserved characters so they stay in one segment', () => {
    expect(apiPath('adminVolunteers', { key: 'a/b c?d#e&f%' })).toBe('/a%2Fb%20c%3Fd%23e%26f%25/volunteers');
    expect(apiPath('assignTask', { key: 'k' })).toBe('/k/volunteer/assignTask');
  });

  it('fills the user type', () => {
    expect(apiPath('loginRequest', { userType: 'senior' })).toBe('/login/senior');
    expect(apiPath('loginVerify', { userType: 'volunteer' })).toBe('/login/otp-verify/volunteer');
  });

  it('leaves paths without parameters as they are and ignores extra parameters', () => {
    expect(apiPath('sendEmail')).toBe('/sendemail');
    expect(apiPath('apply', { email: 'x@y.zz' })).toBe('/volunteer/volunteer/application');
  });

  it('throws on a missing parameter, naming it', () => {
    expect(() => apiPath('getVolunteer')).toThrow('missing route parameter email for getVolunteer');
    expect(() => apiPath('approveApplication', { email: 'a@b.co' })).toThrow(/missing route parameter key/);
  });

  it('fills every parameter of every entry', () => {
    for (const [name, { path }] of entries) {
      const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, key]) => [key, 'v@1']));
      const filled = apiPath(name, params);
      expect(filled).not.toContain(':');
      expect(filled.split('/').length).toBe(path.split('/').length);
    }
  });
});

describe('API table', () => {
  it('gives every entry a method of GET, POST, PUT or DELETE (cancelling a visit) and a path starting with /', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [, { method, path }] of entries) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(method);
      expect(path.startsWith('/')).toBe(true);
    }
  });

  it('has no two entries with the same method and path', () => {
    const keys = entries.map(([, { method, path }]) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is served under /api', () => {
    expect(API_PREFIX).toBe('/api');
  });

  // Spec section 7, row by row ({name} written as Express :name).
  it.each([
    ['POST', '/sendemail'],
    ['POST', '/login/:userType'],
    ['POST', '/login/otp-verify/:userType'],
    ['POST', '/register/volunteer'],
    ['POST', '/register/senior'],
    ['POST', '/otp-verify/volunteer'],
    ['POST', '/otp-verify/senior'],
    ['POST', '/volunteer/volunteer/application'],
    ['GET', '/volunteer/:email'],
    ['GET', '/senior/:email'],
    ['POST', '/volunteer/matches'],
    ['POST', '/senior/matches'],
    ['POST', '/volunteer/volunteer/connect'],
    ['POST', '/volunteer/:email'],
    ['POST', '/senior/senior/:email'],
    ['POST', '/admin'],
    ['GET', '/:key/volunteers'],
    ['GET', '/:key/applications'],
    ['PUT', '/:key/approve-application'],
    ['PUT', '/:key/reject-application'],
    ['POST', '/:key/application'],
    ['POST', '/:key/volunteer/assignTask'],
  ])('has the spec call %s %s', (method, path) => {
    expect(entries.some(([, entry]) => entry.method === method && entry.path === path)).toBe(true);
  });
});

describe('PAGES', () => {
  // Spec section 2, route list (/admin/profile takes ?email= as a query, not a path part).
  it.each([
    '/',
    '/about',
    '/services',
    '/contact',
    '/login',
    '/register',
    '/volunteer-registration',
    '/senior-registration',
    '/apply',
    '/careers',
    '/dashboard',
    '/events',
    '/profile',
    '/admin',
    '/admin/profile',
  ])('has %s', (route) => {
    expect(Object.values(PAGES)).toContain(route);
  });

  it.each(['/terms', '/privacy'])('has %s, which the registration note links to', (route) => {
    expect(Object.values(PAGES)).toContain(route);
  });

  it('has each route once, each starting with /', () => {
    const routes = Object.values(PAGES);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(route.startsWith('/')).toBe(true);
  });
});
