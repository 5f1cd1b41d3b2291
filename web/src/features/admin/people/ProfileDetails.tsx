/**
 * The sections of /admin/profile: the application with its answers and
 * resume, the registration, the emergency contact and the link to the other side, each an h2
 * over a description list, so a screen reader can jump between sections and reads each field
 * as its label and value. Labels above values on a phone, beside them on a wider screen. In
 * the page's language: the labels, the dates and the stored option values (skills,
 * languages, States: i18n/choices.ts); what people wrote stays as they wrote it.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminPersonView, FileLink, Link } from '@gh/common/documents';
import { dayIn, momentIn, timeIn, visitDateIn } from '@gh/common/locale-format';
import { surfaceSx } from '../../../components/surface';
import { useChoiceLabel, useChoiceList } from '../../../i18n/choices';
import { useLang, useT } from '../../../i18n/I18n';

type Application = NonNullable<AdminPersonView['application']>;
type Volunteer = NonNullable<AdminPersonView['volunteer']>;
type Senior = NonNullable<AdminPersonView['senior']>;

/** A titled card of the page: an h2 that also names the region. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ ...surfaceSx, height: 'auto', minWidth: 0 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' }, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Details({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, '& > div + div': { borderTop: 1, borderColor: 'divider' } }}>
      {children}
    </Box>
  );
}

/** One field; an empty value reads 'Not mentioned'. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const empty = children === undefined || children === null || children === '';
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '13rem minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: 0.25,
        py: 1.25,
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', color: empty ? 'text.secondary' : undefined }}
      >
        {empty ? t('adminProfile.notMentioned') : children}
      </Typography>
    </Box>
  );
}

/** A stored moment in the page's language; none is '' (so 'Not mentioned'). */
function useWhen(): (ms: number | undefined) => string {
  const lang = useLang();
  return (ms) => (ms ? momentIn(ms, lang) : '');
}

/** A stored file: its name and a button that opens its short-lived link in a new tab. */
function FileOpener({ file, text, label }: { file: FileLink; text: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {file.filename}
      </Box>
      <Button component="a" href={file.link} target="_blank" rel="noopener" variant="contained" aria-label={label}>
        {text}
      </Button>
    </Box>
  );
}

export function ApplicationSections({ application: { data, resume } }: { application: Application }) {
  const t = useT();
  const when = useWhen();
  const choiceList = useChoiceList();
  return (
    <>
      <Section title={t('adminProfile.application')}>
        <Details>
          <Detail label={t('adminProfile.application.status')}>{t('adminProfile.status', { status: data.status })}</Detail>
          <Detail label={t('adminProfile.application.submittedAt')}>{when(data.submittedAt)}</Detail>
          {data.decidedAt !== undefined && data.status !== 'Submitted' && (
            <Detail label={t('adminProfile.application.decidedAt')}>{when(data.decidedAt)}</Detail>
          )}
          <Detail label={t('adminProfile.application.fullName')}>{data.fullName}</Detail>
          <Detail label={t('adminProfile.application.email')}>{data.email}</Detail>
          <Detail label={t('adminProfile.application.contact')}>{data.contact}</Detail>
          <Detail label={t('adminProfile.application.languages')}>{choiceList(data.languages)}</Detail>
          <Detail label={t('adminProfile.application.availability')}>{data.availability}</Detail>
          <Detail label={t('adminProfile.application.experience')}>{data.experience}</Detail>
          <Detail label={t('adminProfile.resume')}>
            {resume ? (
              <FileOpener file={resume} text={t('adminProfile.viewResume')} label={t('adminProfile.viewResumeLabel')} />
            ) : (
              t('adminProfile.noResume')
            )}
          </Detail>
        </Details>
      </Section>
      <Section title={t('adminProfile.answers')}>
        <Details>
          <Detail label={t('adminProfile.application.motivation')}>{data.motivation}</Detail>
          <Detail label={t('adminProfile.application.companionshipMeaning')}>{data.companionshipMeaning}</Detail>
          <Detail label={t('adminProfile.application.excitement')}>{data.excitement}</Detail>
          <Detail label={t('adminProfile.application.handlingLoneliness')}>{data.handlingLoneliness}</Detail>
        </Details>
      </Section>
    </>
  );
}

function LinkSection({ title, link }: { title: string; link: Link | null }) {
  const t = useT();
  const lang = useLang();
  const when = useWhen();
  if (!link) {
    return (
      <Section title={title}>
        <Typography sx={{ color: 'text.secondary' }}>{t('adminProfile.notLinked')}</Typography>
      </Section>
    );
  }
  return (
    <Section title={title}>
      <Details>
        <Detail label={t('adminProfile.link.status')}>{t('adminProfile.status', { status: link.status })}</Detail>
        <Detail label={t('adminProfile.link.name')}>{link.name}</Detail>
        <Detail label={t('adminProfile.link.email')}>{link.email}</Detail>
        <Detail label={t('adminProfile.link.reqTime')}>{when(link.reqTime)}</Detail>
        <Detail label={t('adminProfile.link.answer')}>
          {t(link.answer === 'yes' ? 'adminProfile.answered.yes' : 'adminProfile.answered.none')}
        </Detail>
        {link.task && <Detail label={t('adminProfile.link.task')}>{link.task}</Detail>}
        {link.date && <Detail label={t('adminProfile.link.date')}>{visitDateIn(link.date, lang)}</Detail>}
        {link.startTime && link.endTime && (
          <Detail label={t('adminProfile.visitTime')}>{`${timeIn(link.startTime, lang)} - ${timeIn(link.endTime, lang)}`}</Detail>
        )}
        {link.city && <Detail label={t('adminProfile.link.city')}>{link.city}</Detail>}
        {link.assTime && <Detail label={t('adminProfile.link.assTime')}>{when(link.assTime)}</Detail>}
      </Details>
    </Section>
  );
}

/** Where the person lives, how to reach them and whom to call: the same for both sides. */
function PersonDetails({ person }: { person: Volunteer | Senior }) {
  const t = useT();
  const lang = useLang();
  const when = useWhen();
  const choiceLabel = useChoiceLabel();
  return (
    <>
      <Detail label={t('adminProfile.person.name')}>{person.name}</Detail>
      <Detail label={t('adminProfile.person.email')}>{person.email}</Detail>
      <Detail label={t('adminProfile.person.phone')}>{person.phone}</Detail>
      <Detail label={t('adminProfile.person.dob')}>{dayIn(person.dob ?? '', lang)}</Detail>
      <Detail label={t('adminProfile.person.address')}>{person.address}</Detail>
      <Detail label={t('adminProfile.person.city')}>{person.city}</Detail>
      <Detail label={t('adminProfile.person.state')}>{choiceLabel(person.state ?? '')}</Detail>
      <Detail label={t('adminProfile.person.zipcode')}>{person.zipcode}</Detail>
      <Detail label={t('adminProfile.person.createdAt')}>{when(person.createdAt)}</Detail>
    </>
  );
}

/** `withEmail`: a senior's contact may have an e-mail, for the mail when her volunteer arrives. */
function EmergencySection({ person, withEmail = false }: { person: Volunteer | Senior; withEmail?: boolean }) {
  const t = useT();
  const contact = person.emergencycontact;
  return (
    <Section title={t('adminProfile.emergency')}>
      <Details>
        <Detail label={t('adminProfile.emergency.emergencyContactName')}>{contact?.emergencyContactName}</Detail>
        <Detail label={t('adminProfile.emergency.emergencyContactPhone')}>{contact?.emergencyContactPhone}</Detail>
        <Detail label={t('adminProfile.emergency.emergencyContactRelation')}>{contact?.emergencyContactRelation}</Detail>
        {withEmail && <Detail label={t('adminProfile.emergency.emergencyContactEmail')}>{contact?.emergencyContactEmail}</Detail>}
      </Details>
    </Section>
  );
}

export function VolunteerSections({ volunteer }: { volunteer: Volunteer }) {
  const t = useT();
  const choiceList = useChoiceList();
  return (
    <>
      <Section title={t('adminProfile.registration.volunteer')}>
        <Details>
          <PersonDetails person={volunteer} />
          <Detail label={t('adminProfile.person.skills')}>{choiceList(volunteer.skills)}</Detail>
          <Detail label={t('adminProfile.person.availability')}>{choiceList(volunteer.availability)}</Detail>
          <Detail label={t('adminProfile.person.languages')}>{choiceList(volunteer.languages)}</Detail>
          <Detail label={t('adminProfile.person.experience')}>{volunteer.experience}</Detail>
          <Detail label={t('adminProfile.person.hobbies')}>{volunteer.hobbies}</Detail>
          <Detail label={t('adminProfile.person.certification')}>{volunteer.certification}</Detail>
          <Detail label={t('adminProfile.person.cv')}>
            {volunteer.cv && <FileOpener file={volunteer.cv} text={t('adminProfile.viewCv')} label={t('adminProfile.viewCvLabel')} />}
          </Detail>
        </Details>
      </Section>
      <EmergencySection person={volunteer} />
      <LinkSection title={t('adminProfile.linkWith.volunteer')} link={volunteer.senior} />
    </>
  );
}

export function SeniorSections({ senior }: { senior: Senior }) {
  const t = useT();
  const when = useWhen();
  const choiceList = useChoiceList();
  return (
    <>
      <Section title={t('adminProfile.registration.senior')}>
        <Details>
          <PersonDetails person={senior} />
          <Detail label={t('adminProfile.person.interests')}>{choiceList(senior.interests)}</Detail>
          <Detail label={t('adminProfile.person.services')}>{choiceList(senior.services)}</Detail>
          <Detail label={t('adminProfile.person.specialneeds')}>{senior.specialneeds}</Detail>
          <Detail label={t('adminProfile.person.trialEndsAt')}>{when(senior.trialEndsAt)}</Detail>
        </Details>
      </Section>
      <EmergencySection person={senior} withEmail />
      <LinkSection title={t('adminProfile.linkWith.senior')} link={senior.volunteer} />
    </>
  );
}

export function NotRegisteredSection() {
  const t = useT();
  return (
    <Section title={t('adminProfile.registration.none')}>
      <Typography sx={{ color: 'text.secondary' }}>{t('adminProfile.notRegistered')}</Typography>
    </Section>
  );
}
