import { PageIntro } from '../../components/PageIntro';

export default function ApplyPage() {
  return (
    <PageIntro
      title="Job Application"
      lead="Tell us why you would like to become a Golden Hearts volunteer."
    />
  );
}
