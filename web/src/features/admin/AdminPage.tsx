import { PageIntro } from '../../components/PageIntro';

export default function AdminPage() {
  return (
    <PageIntro
      title="Admin Access"
      lead="Enter the admin key to continue."
    />
  );
}
