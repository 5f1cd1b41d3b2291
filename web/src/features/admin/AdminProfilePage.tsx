import { PageIntro } from '../../components/PageIntro';

export default function AdminProfilePage() {
  return (
    <PageIntro
      title="Applicant Profile"
      lead="The applicant's details and resume."
    />
  );
}
