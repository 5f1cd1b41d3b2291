import { PageIntro } from '../../components/PageIntro';

export default function SeniorRegistrationPage() {
  return (
    <PageIntro
      title="Senior Registration"
      lead="Start your 30-day free trial today"
    />
  );
}
