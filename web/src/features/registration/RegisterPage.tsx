import { PageIntro } from '../../components/PageIntro';

export default function RegisterPage() {
  return (
    <PageIntro
      title="Welcome to Golden Hearts"
      lead="Choose your path to join our caring community"
      pageName="Register"
    />
  );
}
