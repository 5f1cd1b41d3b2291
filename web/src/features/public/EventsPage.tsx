import { PageIntro } from '../../components/PageIntro';

export default function EventsPage() {
  return (
    <PageIntro
      title="Events"
      lead="Festivals, workshops, parties and sessions to enjoy together."
    />
  );
}
