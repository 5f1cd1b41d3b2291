import { PageIntro } from '../../components/PageIntro';

export default function CareersPage() {
  return (
    <PageIntro
      title="Join Our Team"
      lead="Help with accounting and funding, sessions, training or managing events."
    />
  );
}
