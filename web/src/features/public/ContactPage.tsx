import { PageIntro } from '../../components/PageIntro';

export default function ContactPage() {
  return (
    <PageIntro
      title="Contact Us"
      lead="Send us a message and we will get back to you soon."
    />
  );
}
