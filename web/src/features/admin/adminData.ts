/**
 * What the admin dashboard shows (spec section 2, /admin), computed from the two live
 * collections it listens to: applications by status, the volunteers waiting for a task, the
 * visits assigned (the analytics are kept counts: AnalyticsPanel). Pure, so it is tested without a browser.
 */
import { APPLICATION_STATUS, LINK_STATUS, type ApplicationStatus } from '@gh/common/constants';
import type { ApplicationDoc, Link, VolunteerDoc } from '@gh/common/documents';

export const NOT_MENTIONED = 'Not mentioned';

export interface ApplicationRow {
  email: string;
  name: string;
  /** The skills of the volunteer registered with this e-mail, or 'Not mentioned'. */
  skills: string;
  status: ApplicationStatus;
  submittedAt: number;
  decidedAt?: number;
  /** A rejection's reason, '' or absent when none was given. */
  reason?: string;
}

/** A volunteer with a link to a senior, as the Requested and Assigned panels show them. */
export interface LinkedVolunteer {
  name: string;
  email: string;
  city: string;
  skills: string;
  /** As registered: what the Requested panel compares with the senior's interests. */
  skillList: string[];
  availability: string[];
  senior: Link;
}

export interface AdminView {
  pending: ApplicationRow[];
  accepted: ApplicationRow[];
  rejected: ApplicationRow[];
  requested: LinkedVolunteer[];
  assigned: LinkedVolunteer[];
}

const skillsText = (skills: readonly string[] | undefined) => (skills?.length ? skills.join(', ') : NOT_MENTIONED);

function linkedWith(volunteers: readonly VolunteerDoc[], status: Link['status']): LinkedVolunteer[] {
  return volunteers
    .filter((volunteer) => volunteer.senior?.status === status)
    .map(({ name, email, city, skills, availability, senior }) => ({
      name, email, city, skills: skillsText(skills), skillList: skills ?? [], availability: availability ?? [], senior: senior!,
    }))
    .sort((a, b) => a.senior.reqTime - b.senior.reqTime);
}

export function adminView(applications: readonly ApplicationDoc[], volunteers: readonly VolunteerDoc[]): AdminView {
  const skillsOf = new Map(volunteers.map((volunteer) => [volunteer.email, volunteer.skills]));
  const rows = applications.map((application): ApplicationRow => ({
    email: application.email,
    name: application.fullName,
    skills: skillsText(skillsOf.get(application.email)),
    status: application.status,
    submittedAt: application.submittedAt,
    decidedAt: application.decidedAt,
    reason: application.status === APPLICATION_STATUS.rejected ? application.reason : undefined,
  }));
  const byStatus = (status: ApplicationStatus) => rows.filter((row) => row.status === status);
  // Waiting longest first; decisions most recent first.
  const pending = byStatus(APPLICATION_STATUS.submitted).sort((a, b) => a.submittedAt - b.submittedAt);
  const recent = (a: ApplicationRow, b: ApplicationRow) => (b.decidedAt ?? 0) - (a.decidedAt ?? 0);
  const accepted = byStatus(APPLICATION_STATUS.accepted).sort(recent);
  const rejected = byStatus(APPLICATION_STATUS.rejected).sort(recent);
  const requested = linkedWith(volunteers, LINK_STATUS.requested);
  const assigned = linkedWith(volunteers, LINK_STATUS.assigned);
  return {
    pending,
    accepted,
    rejected,
    requested,
    assigned,
  };
}
