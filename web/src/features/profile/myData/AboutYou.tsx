/**
 * /profile/data's parts about the person: their details, their consent to the privacy notice
 * and to each optional use, the person they are linked with and those suggested to them, and a
 * volunteer's application.
 */
import Box from '@mui/material/Box';
import type { ConsentChange } from '@gh/common/optional-uses';
import type { ConsentRecord } from '@gh/common/consent';
import type { MyData } from '@gh/common/my-data';
import { isLang } from '@gh/common/i18n';
import { SPOKEN_ON_PAGE } from '@gh/common/options';
import { dateIn, dayIn, timeIn, visitDateIn } from '@gh/common/locale-format';
import { useChoiceLabel, useChoiceList } from '../../../i18n/choices';
import { useLang, useT } from '../../../i18n/I18n';
import { DataFacts, DataList, DataPart } from './DataPart';
import { detailsOf, text, when, type Detail } from './readable';

export function YourDetails({ data }: { data: MyData }) {
  const t = useT();
  const lang = useLang();
  const choices = useChoiceList();
  const shown = (detail: Detail): string => {
    switch (detail.kind) {
      case 'text':
        return detail.text;
      case 'choices':
        return choices(detail.values);
      case 'moment':
        return dateIn(detail.ms, lang);
      case 'day':
        return dayIn(detail.date, lang);
      case 'file':
        return t('myData.kept');
      case 'mail':
        return detail.choices.map((choice) => t('profile.mailChoice', { choice })).join('\n');
    }
  };
  const facts = detailsOf(data.profile, data.role).map(({ field, detail }) => ({
    label: t('myData.field', { field }),
    value: shown(detail),
  }));
  return (
    <DataPart title={t('myData.detailsTitle')}>
      <DataFacts facts={facts} />
    </DataPart>
  );
}

export function YourConsent({ data }: { data: MyData }) {
  const t = useT();
  const lang = useLang();
  const choice = useChoiceLabel();
  const agreements = Object.values((data.profile.consents ?? {}) as Record<string, ConsentRecord>).sort((a, b) => a.at - b.at);
  const changes = (data.profile.consentChanges ?? []) as ConsentChange[];
  const lines = [
    ...agreements.map((record) =>
      t('myData.agreed', {
        version: record.version,
        date: dateIn(record.at, lang),
        language: isLang(record.lang) ? choice(SPOKEN_ON_PAGE[record.lang]) : record.lang,
      }),
    ),
    ...changes.map((change) =>
      t('myData.consentChange', {
        given: change.given ? 'yes' : 'no',
        date: dateIn(change.at, lang),
        use: t('profile.consentUse', { use: change.use }),
      }),
    ),
  ];
  return (
    <DataPart title={t('myData.consentTitle')} empty={lines.length === 0}>
      <DataList testId="my-consent" entries={lines.map((line, index) => ({ key: String(index), lines: [line] }))} />
    </DataPart>
  );
}

/** Whom they are linked with (her volunteer, his senior) and the visit to come, then the people suggested to them. */
export function YourLink({ data }: { data: MyData }) {
  const t = useT();
  const lang = useLang();
  const link = data.profile[data.role === 'senior' ? 'volunteer' : 'senior'] as Record<string, unknown> | null | undefined;
  const items = ((data.matches?.items ?? []) as { name?: unknown; city?: unknown }[]).map((item) =>
    [text(item.name), text(item.city)].filter(Boolean).join(', '),
  );
  const next = link?.date
    ? t('myData.nextVisit', {
        date: visitDateIn(text(link.date), lang),
        start: timeIn(text(link.startTime), lang),
        end: timeIn(text(link.endTime), lang),
        task: text(link.task),
      })
    : null;
  return (
    <>
      <DataPart title={t('myData.linkTitle', { role: data.role })} empty={!link}>
        {link && (
          <DataList
            testId="my-link"
            entries={[
              { key: 'link', lines: [t('myData.link', { name: text(link.name), status: text(link.status) }), ...(next ? [next] : [])] },
            ]}
          />
        )}
      </DataPart>
      <DataPart title={t('myData.matchesTitle')} empty={items.length === 0}>
        <DataList testId="my-match" entries={items.map((line, index) => ({ key: String(index), lines: [line] }))} />
      </DataPart>
    </>
  );
}

const ANSWER_FIELDS = ['motivation', 'companionshipMeaning', 'excitement', 'handlingLoneliness', 'experience'] as const;

export function YourApplication({ application }: { application: Record<string, unknown> }) {
  const t = useT();
  const lang = useLang();
  const choices = useChoiceList();
  const submitted = when(application.submittedAt);
  const facts = [
    ...ANSWER_FIELDS.filter((field) => text(application[field]).trim()).map((field) => ({
      label: t('myData.answer', { field }),
      value: text(application[field]),
    })),
    { label: t('myData.answer', { field: 'availability' }), value: choices(application.availability as string[] | undefined) },
  ].filter(({ value }) => value);
  return (
    <DataPart title={t('myData.applicationTitle')}>
      <DataList
        testId="my-application"
        entries={[
          { key: 'status', lines: [t('myData.applicationStatus', { date: dateIn(submitted, lang), status: text(application.status) })] },
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <DataFacts facts={facts} />
      </Box>
    </DataPart>
  );
}
