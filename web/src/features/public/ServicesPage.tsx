import { PageIntro } from '../../components/PageIntro';

export default function ServicesPage() {
  return (
    <PageIntro
      title="Our Services"
      lead="Friendly company, reading, music, walks and more, with a plan for every home."
    />
  );
}
