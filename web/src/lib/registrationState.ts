/** What a page hands /volunteer-registration in the location's state. */
export interface VolunteerRegistrationState {
  /** The application is accepted (the server said so): open on the form, not on waiting. */
  accepted?: boolean;
}
