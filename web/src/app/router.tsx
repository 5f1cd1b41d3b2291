/**
 * Every route of spec section 2, plus /status and a 404. The declarative router is the
 * lighter one (design.md, weight); each page is its own lazy chunk, so `/` downloads only the
 * home page, and Firebase (reached only from lib/firebase.ts) only with the pages that use it.
 */
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { langBase, type Lang } from '@gh/common/i18n';
import { UntilLive } from '../components/UntilLive';
import { Guard } from './Guard';
import { Layout } from './layout';
// React.lazy with a preload handle, so a prerendered page's chunk can load before hydration,
// and the page's messages (i18n/catalogs.ts) with it.
import { lazyPage as lazy, type LazyPage } from './lazyPage';

const HomePage = lazy(() => import('../features/public/HomePage'));
const AboutPage = lazy(() => import('../features/public/AboutPage'));
const ServicesPage = lazy(() => import('../features/public/ServicesPage'));
const ContactPage = lazy(() => import('../features/public/ContactPage'));
const EventsPage = lazy(() => import('../features/public/EventsPage'));
const TermsPage = lazy(() => import('../features/public/TermsPage'));
const PrivacyPage = lazy(() => import('../features/public/PrivacyPage'));
const NotFoundPage = lazy(() => import('../features/public/NotFoundPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/registration/RegisterPage'));
const VolunteerRegistrationPage = lazy(() => import('../features/registration/VolunteerRegistrationPage'));
const SeniorRegistrationPage = lazy(() => import('../features/registration/SeniorRegistrationPage'));
const ApplyPage = lazy(() => import('../features/application/ApplyPage'));
const CareersPage = lazy(() => import('../features/application/CareersPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const MyDataPage = lazy(() => import('../features/profile/myData/MyDataPage'));
const ErasedPage = lazy(() => import('../features/profile/ErasedPage'));
const CirclePage = lazy(() => import('../features/circle/CirclePage'));
const FamilyPage = lazy(() => import('../features/family/FamilyPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const AdminProfilePage = lazy(() => import('../features/admin/people/AdminProfilePage'));
const StatusPage = lazy(() => import('../features/status/StatusPage'));

/** The route table without a router, so tests can mount it in a MemoryRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path={PAGES.home}
          element={
            <Guard access="home">
              <HomePage />
            </Guard>
          }
        />
        <Route path={PAGES.about} element={<AboutPage />} />
        <Route path={PAGES.services} element={<ServicesPage />} />
        <Route path={PAGES.contact} element={<ContactPage />} />
        <Route path={PAGES.events} element={<EventsPage />} />
        <Route path={PAGES.terms} element={<TermsPage />} />
        <Route path={PAGES.privacy} element={<PrivacyPage />} />
        <Route
          path={PAGES.login}
          element={
            <Guard access="sign-in">
              <UntilLive>
                <LoginPage />
              </UntilLive>
            </Guard>
          }
        />
        <Route
          path={PAGES.register}
          element={
            <Guard access="registration">
              <RegisterPage />
            </Guard>
          }
        />
        <Route
          path={PAGES.volunteerRegistration}
          element={
            <Guard access="registration">
              <UntilLive>
                <VolunteerRegistrationPage />
              </UntilLive>
            </Guard>
          }
        />
        <Route
          path={PAGES.seniorRegistration}
          element={
            <Guard access="registration">
              <UntilLive>
                <SeniorRegistrationPage />
              </UntilLive>
            </Guard>
          }
        />
        <Route
          path={PAGES.apply}
          element={
            <UntilLive>
              <ApplyPage />
            </UntilLive>
          }
        />
        <Route
          path={PAGES.careers}
          element={
            <Guard access="careers">
              <CareersPage />
            </Guard>
          }
        />
        <Route
          path={PAGES.dashboard}
          element={
            <Guard access="member" showsKept>
              <DashboardPage />
            </Guard>
          }
        />
        <Route
          path={PAGES.profile}
          element={
            <Guard access="member">
              <ProfilePage />
            </Guard>
          }
        />
        <Route
          path={PAGES.myData}
          element={
            <Guard access="member">
              <MyDataPage />
            </Guard>
          }
        />
        <Route path={PAGES.erased} element={<ErasedPage />} />
        <Route path={PAGES.circle} element={<CirclePage />} />
        <Route path={PAGES.family} element={<FamilyPage />} />
        <Route
          path={PAGES.admin}
          element={
            <Guard access="admin">
              <AdminPage />
            </Guard>
          }
        />
        <Route path={PAGES.adminProfile} element={<AdminProfilePage />} />
        <Route path={PAGES.status} element={<StatusPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The browser's router, under the page's language prefix: a link to PAGES.about on a Hindi page goes to /hi/about. */
export function AppRouter({ lang }: { lang: Lang }) {
  return (
    <BrowserRouter basename={langBase(lang)}>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The public pages prerendered at build time (web/prerender.ts), each with the page whose
 * chunk the browser loads before hydrating it (main.tsx). All of them render signed out; a
 * signed-in visitor's guard sends them on once the page is live.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, LazyPage>> = {
  [PAGES.home]: HomePage,
  [PAGES.about]: AboutPage,
  [PAGES.services]: ServicesPage,
  [PAGES.events]: EventsPage,
  [PAGES.careers]: CareersPage,
  [PAGES.register]: RegisterPage,
  [PAGES.contact]: ContactPage,
  [PAGES.terms]: TermsPage,
  [PAGES.privacy]: PrivacyPage,
  // Form pages: the form shows at once, held until live (UntilLive).
  [PAGES.login]: LoginPage,
  [PAGES.volunteerRegistration]: VolunteerRegistrationPage,
  [PAGES.seniorRegistration]: SeniorRegistrationPage,
  [PAGES.apply]: ApplyPage,
};
