import { PageIntro } from '../../components/PageIntro';

export default function AboutPage() {
  return (
    <PageIntro
      title="About Golden Hearts"
      lead="Our mission, our community and the values that guide every visit."
    />
  );
}
