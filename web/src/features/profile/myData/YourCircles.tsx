/**
 * /profile/data's parts about family circles: a senior's own (whom she invited, what each may
 * see, whether they joined) with her nominee, and the circles the person is in.
 */
import Typography from '@mui/material/Typography';
import type { CirclePart } from '@gh/common/circle';
import type { MyData } from '@gh/common/my-data';
import { dateIn } from '@gh/common/locale-format';
import { useLang, useT } from '../../../i18n/I18n';
import { DataList, DataPart } from './DataPart';

function useMembership() {
  const t = useT();
  const lang = useLang();
  return {
    parts: (parts: CirclePart[]) => t('myData.mayTheySee', { parts: parts.map((part) => t('profile.circlePart', { part })).join(', ') }),
    status: ({ status, invitedAt, joinedAt }: { status: string; invitedAt: number; joinedAt: number | null }) =>
      status === 'joined'
        ? t('profile.circleJoined', { date: dateIn(joinedAt ?? 0, lang) })
        : t('profile.circleInvited', { date: dateIn(invitedAt, lang) }),
  };
}

export function YourCircle({ data }: { data: MyData }) {
  const t = useT();
  const lang = useLang();
  const membership = useMembership();
  const entries = data.circle.map((member) => ({
    key: member.member,
    lines: [
      member.phoneKey && member.status === 'invited' ? member.phoneKey : member.member,
      membership.parts(member.parts),
      membership.status(member),
    ],
  }));
  return (
    <DataPart title={t('myData.circleTitle')} empty={entries.length === 0}>
      <DataList testId="my-circle" entries={entries} />
      {data.nominee && (
        <Typography data-testid="my-nominee" sx={{ mt: 2, fontSize: '1.125rem' }}>
          {t('myData.nominee', { member: data.nominee.member, date: dateIn(data.nominee.nominatedAt, lang) })}
        </Typography>
      )}
    </DataPart>
  );
}

export function CirclesYouAreIn({ data }: { data: MyData }) {
  const t = useT();
  const membership = useMembership();
  const entries = data.inCircles.map((circle) => ({
    key: circle.senior,
    lines: [t('myData.inCircle', { senior: circle.senior }), membership.parts(circle.parts), membership.status(circle)],
  }));
  return (
    <DataPart title={t('myData.inCirclesTitle')} empty={entries.length === 0}>
      <DataList testId="my-circles-in" entries={entries} />
    </DataPart>
  );
}
