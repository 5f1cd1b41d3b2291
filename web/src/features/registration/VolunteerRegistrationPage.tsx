import { PageIntro } from '../../components/PageIntro';

export default function VolunteerRegistrationPage() {
  return (
    <PageIntro
      title="Volunteer Registration"
      lead="Tell us about yourself and when you would like to help."
    />
  );
}
