import { PageIntro } from '../../components/PageIntro';

export default function DashboardPage() {
  return (
    <PageIntro
      title="Welcome back, Volunteer"
      lead="Your visits, matches and notifications in one place."
      pageName="Dashboard"
    />
  );
}
