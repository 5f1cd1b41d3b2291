import { PageIntro } from '../../components/PageIntro';

export default function HomePage() {
  return (
    <PageIntro
      title="Listen, share and laugh with a friend who cares"
      lead="Companionship knows no age. Silver hairs and golden hearts, together."
      pageName={null}
    />
  );
}
