import { PageIntro } from '../../components/PageIntro';

export default function ProfilePage() {
  return (
    <PageIntro
      title="Edit Profile"
      lead="Keep your details up to date."
    />
  );
}
