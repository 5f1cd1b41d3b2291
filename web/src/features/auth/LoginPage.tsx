import { PageIntro } from '../../components/PageIntro';

export default function LoginPage() {
  return (
    <PageIntro
      title="Sign In"
      lead="Enter your e-mail and we will send you a one-time code."
    />
  );
}
