/**
 * The sections of /admin/profile (issue 13, item 5): the application with its answers and
 * resume, the registration, the emergency contact and the link to the other side, each an h2
 * over a description list, so a screen reader can jump between sections and reads each field
 * as its label and value. Labels above values on a phone, beside them on a wider screen.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminPersonView, FileLink, Link } from '@gh/common/documents';
import {
  APPLICATION_LABELS as A, EMERGENCY_LABELS as E, LINK_LABELS as L, PERSON_LABELS as P, listText,
} from '@gh/common/field-labels';
import { dayText, momentText, to12Hour, visitDateText } from '@gh/common/time';
import { surfaceSx } from '../../components/surface';
import { PROFILE_TEXT as T } from '../../content/adminProfile';

type Application = NonNullable<AdminPersonView['application']>;
type Volunteer = NonNullable<AdminPersonView['volunteer']>;
type Senior = NonNullable<AdminPersonView['senior']>;

function Section({ title, children }: { title: string; children: ReactNode }) {
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

function Details({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, '& > div + div': { borderTop: 1, borderColor: 'divider' } }}>
      {children}
    </Box>
  );
}

/** One field; an empty value reads 'Not mentioned'. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === undefined || children === null || children === '';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '13rem minmax(0, 1fr)' }, columnGap: 3, rowGap: 0.25, py: 1.25 }}>
      <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', color: empty ? 'text.secondary' : undefined }}>
        {empty ? T.notMentioned : children}
      </Typography>
    </Box>
  );
}

const when = (ms: number | undefined) => (ms ? momentText(ms) : '');

/** A stored file: its name and a button that opens its short-lived link in a new tab. */
function FileOpener({ file, text, label }: { file: FileLink; text: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{file.filename}</Box>
      <Button component="a" href={file.link} target="_blank" rel="noopener" variant="contained" aria-label={label}>
        {text}
      </Button>
    </Box>
  );
}

export function ApplicationSections({ application: { data, resume } }: { application: Application }) {
  return (
    <>
      <Section title={T.application}>
        <Details>
          <Detail label={A.status}>{data.status}</Detail>
          <Detail label={A.submittedAt}>{when(data.submittedAt)}</Detail>
          {data.decidedAt !== undefined && data.status !== 'Submitted' && <Detail label={A.decidedAt}>{when(data.decidedAt)}</Detail>}
          <Detail label={A.fullName}>{data.fullName}</Detail>
          <Detail label={A.email}>{data.email}</Detail>
          <Detail label={A.contact}>{data.contact}</Detail>
          <Detail label={A.languages}>{listText(data.languages)}</Detail>
          <Detail label={A.availability}>{data.availability}</Detail>
          <Detail label={A.experience}>{data.experience}</Detail>
          <Detail label={T.resume}>
            {resume ? <FileOpener file={resume} text={T.viewResume} label={T.viewResumeLabel} /> : T.noResume}
          </Detail>
        </Details>
      </Section>
      <Section title={T.answers}>
        <Details>
          <Detail label={A.motivation}>{data.motivation}</Detail>
          <Detail label={A.companionshipMeaning}>{data.companionshipMeaning}</Detail>
          <Detail label={A.excitement}>{data.excitement}</Detail>
          <Detail label={A.handlingLoneliness}>{data.handlingLoneliness}</Detail>
        </Details>
      </Section>
    </>
  );
}

function LinkSection({ title, link }: { title: string; link: Link | null }) {
  if (!link) {
    return (
      <Section title={title}>
        <Typography sx={{ color: 'text.secondary' }}>{T.notLinked}</Typography>
      </Section>
    );
  }
  return (
    <Section title={title}>
      <Details>
        <Detail label={L.status}>{link.status}</Detail>
        <Detail label={L.name}>{link.name}</Detail>
        <Detail label={L.email}>{link.email}</Detail>
        <Detail label={L.reqTime}>{when(link.reqTime)}</Detail>
        <Detail label={L.answer}>{link.answer === 'yes' ? T.answered.yes : T.answered.none}</Detail>
        {link.task && <Detail label={L.task}>{link.task}</Detail>}
        {link.date && <Detail label={L.date}>{visitDateText(link.date)}</Detail>}
        {link.startTime && link.endTime && <Detail label={T.visitTime}>{`${to12Hour(link.startTime)} - ${to12Hour(link.endTime)}`}</Detail>}
        {link.city && <Detail label={L.city}>{link.city}</Detail>}
        {link.assTime && <Detail label={L.assTime}>{when(link.assTime)}</Detail>}
      </Details>
    </Section>
  );
}

/** Where the person lives, how to reach them and whom to call: the same for both sides. */
function PersonDetails({ person }: { person: Volunteer | Senior }) {
  return (
    <>
      <Detail label={P.name}>{person.name}</Detail>
      <Detail label={P.email}>{person.email}</Detail>
      <Detail label={P.phone}>{person.phone}</Detail>
      <Detail label={P.dob}>{dayText(person.dob ?? '')}</Detail>
      <Detail label={P.address}>{person.address}</Detail>
      <Detail label={P.city}>{person.city}</Detail>
      <Detail label={P.state}>{person.state}</Detail>
      <Detail label={P.zipcode}>{person.zipcode}</Detail>
      <Detail label={P.createdAt}>{when(person.createdAt)}</Detail>
    </>
  );
}

function EmergencySection({ person }: { person: Volunteer | Senior }) {
  const contact = person.emergencycontact;
  return (
    <Section title={T.emergency}>
      <Details>
        <Detail label={E.emergencyContactName}>{contact?.emergencyContactName}</Detail>
        <Detail label={E.emergencyContactPhone}>{contact?.emergencyContactPhone}</Detail>
        <Detail label={E.emergencyContactRelation}>{contact?.emergencyContactRelation}</Detail>
      </Details>
    </Section>
  );
}

export function VolunteerSections({ volunteer }: { volunteer: Volunteer }) {
  return (
    <>
      <Section title={T.registration.volunteer}>
        <Details>
          <PersonDetails person={volunteer} />
          <Detail label={P.skills}>{listText(volunteer.skills)}</Detail>
          <Detail label={P.availability}>{listText(volunteer.availability)}</Detail>
          <Detail label={P.languages}>{listText(volunteer.languages)}</Detail>
          <Detail label={P.experience}>{volunteer.experience}</Detail>
          <Detail label={P.hobbies}>{volunteer.hobbies}</Detail>
          <Detail label={P.certification}>{volunteer.certification}</Detail>
          <Detail label={P.cv}>{volunteer.cv && <FileOpener file={volunteer.cv} text={T.viewCv} label={T.viewCvLabel} />}</Detail>
        </Details>
      </Section>
      <EmergencySection person={volunteer} />
      <LinkSection title={T.link.volunteer} link={volunteer.senior} />
    </>
  );
}

export function SeniorSections({ senior }: { senior: Senior }) {
  return (
    <>
      <Section title={T.registration.senior}>
        <Details>
          <PersonDetails person={senior} />
          <Detail label={P.interests}>{listText(senior.interests)}</Detail>
          <Detail label={P.services}>{listText(senior.services)}</Detail>
          <Detail label={P.specialneeds}>{senior.specialneeds}</Detail>
          <Detail label={P.trialEndsAt}>{when(senior.trialEndsAt)}</Detail>
        </Details>
      </Section>
      <EmergencySection person={senior} />
      <LinkSection title={T.link.senior} link={senior.volunteer} />
    </>
  );
}

export function NotRegisteredSection() {
  return (
    <Section title={T.registration.none}>
      <Typography sx={{ color: 'text.secondary' }}>{T.notRegistered}</Typography>
    </Section>
  );
}
